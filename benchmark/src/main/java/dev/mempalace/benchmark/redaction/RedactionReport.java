package dev.mempalace.benchmark.redaction;

import java.util.List;
import java.util.Map;

/**
 * How well a redactor did: of the secrets planted (per kind), how many were replaced and counted under their kind;
 * of the workspace's notes, which it would have changed (false positives: none hold a secret) and with which kinds;
 * and how long one text of about a megabyte takes.
 */
public record RedactionReport(Map<String, KindRecall> kinds, String workspace, int notes,
        List<ChangedNote> changed, Speed speed) {

    public RedactionReport {
        kinds = Map.copyOf(kinds);
        changed = List.copyOf(changed);
    }

    /** Secrets of one kind: planted, gone from the text, and counted under this kind. */
    public record KindRecall(int planted, int gone, int counted) {

        /** The share planted that is gone and counted as this kind (the smaller of the two). */
        public double recall() {
            return planted == 0 ? 1.0 : Math.min(gone, Math.min(counted, planted)) / (double) planted;
        }
    }

    /** A note the redactor would change, and the kinds it would count there. */
    public record ChangedNote(String path, Map<String, Integer> kinds) {
        public ChangedNote {
            kinds = Map.copyOf(kinds);
        }
    }

    public int planted() {
        return kinds.values().stream().mapToInt(KindRecall::planted).sum();
    }

    /** Secrets planted that are gone and counted under their kind, over every kind. */
    public int found() {
        return kinds.values().stream().mapToInt(k -> Math.min(k.gone(), Math.min(k.counted(), k.planted()))).sum();
    }

    public double recall() {
        return planted() == 0 ? 1.0 : found() / (double) planted();
    }

    /** The median time of redacting one text of {@code bytes} (UTF-8): fixtures and notes, repeated. */
    public record Speed(long bytes, double seconds) {

        /** Megabytes (10^6 bytes) a second. */
        public double megabytesPerSecond() {
            return seconds <= 0 ? 0 : bytes / 1e6 / seconds;
        }
    }
}
