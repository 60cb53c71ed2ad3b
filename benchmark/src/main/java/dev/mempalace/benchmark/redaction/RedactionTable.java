package dev.mempalace.benchmark.redaction;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Renders a redaction report for a person: recall, each kind missed, the notes changed, the speed. */
public final class RedactionTable {

    private RedactionTable() {
    }

    public static String render(RedactionReport r) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "redaction: %d kinds planted in prose, code, JSON, YAML, env files and "
                + "shell commands%n%n", r.kinds().size()));
        out.append(String.format(Locale.ROOT, "recall           %d of %d planted secrets redacted under their kind "
                + "(%.3f)%n", r.found(), r.planted(), r.recall()));
        new TreeMap<>(r.kinds()).forEach((kind, k) -> {
            if (k.recall() < 1.0) {
                out.append(String.format(Locale.ROOT, "  missed %-24s %d planted, %d gone, %d counted%n", kind,
                        k.planted(), k.gone(), k.counted()));
            }
        });
        out.append(String.format(Locale.ROOT, "false positives  %d of %d notes changed in %s%n", r.changed().size(),
                r.notes(), r.workspace()));
        Map<String, Integer> kinds = new TreeMap<>();
        r.changed().forEach(note -> {
            out.append("  ").append(note.path()).append(": ").append(note.kinds()).append(System.lineSeparator());
            note.kinds().forEach((kind, n) -> kinds.merge(kind, n, Integer::sum));
        });
        if (!kinds.isEmpty()) {
            out.append("  kinds: ").append(kinds).append(System.lineSeparator());
        }
        out.append(String.format(Locale.ROOT, "speed            one text of %.1f MB in %.0f ms (median of 9 warm rounds): "
                + "%.1f MB/s%n", r.speed().bytes() / 1e6, r.speed().seconds() * 1000, r.speed().megabytesPerSecond()));
        return out.toString();
    }
}
