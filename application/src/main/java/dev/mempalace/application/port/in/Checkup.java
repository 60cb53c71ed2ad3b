package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Objects;

/**
 * What a checkup found, each kind in path order: duplicate notes, links to no note, notes with no link in or out,
 * tangled supersession, stale notes and notes never retrieved (empty when retrieval counts are off).
 */
public record Checkup(List<Duplicate> duplicates, List<BrokenLink> brokenLinks, List<String> orphans,
        List<Superseded> superseded, List<Stale> stale, List<String> neverRetrieved) {

    public Checkup {
        duplicates = List.copyOf(duplicates);
        brokenLinks = List.copyOf(brokenLinks);
        orphans = List.copyOf(orphans);
        superseded = List.copyOf(superseded);
        stale = List.copyOf(stale);
        neverRetrieved = List.copyOf(neverRetrieved);
    }

    /** Whether it found something to act on: orphans and notes never retrieved alone are for information. */
    public boolean foundSomething() {
        return !duplicates.isEmpty() || !brokenLinks.isEmpty() || !superseded.isEmpty() || !stale.isEmpty();
    }

    /** Notes that say the same: {@code exact} (the same text) or {@code near} (close in meaning and wording). */
    public record Duplicate(Kind kind, List<String> paths, double similarity) {

        /** How alike. */
        public enum Kind {
            EXACT, NEAR
        }

        public Duplicate {
            Objects.requireNonNull(kind, "kind");
            paths = List.copyOf(paths);
        }
    }

    /** A link on a line of a note to no note of the workspace. */
    public record BrokenLink(String path, int line, String target) {
    }

    /**
     * A knot in supersession: a {@code chain} (a note superseding a note that supersedes another), a {@code cycle},
     * a note superseded by a {@code retired} note, or a {@code missing} note named by {@code supersedes}; the paths
     * in order, the superseding note first.
     */
    public record Superseded(Kind kind, List<String> paths) {

        /** Which knot. */
        public enum Kind {
            CHAIN, CYCLE, RETIRED, MISSING
        }

        public Superseded {
            Objects.requireNonNull(kind, "kind");
            paths = List.copyOf(paths);
        }
    }

    /** A note that may no longer hold, and why. */
    public record Stale(String path, Reason reason, String detail) {

        /** Why it may no longer hold. */
        public enum Reason {
            /** It names a file of its git repository that the work tree no longer has ({@code detail}). */
            MISSING_FILE,
            /** Its date ({@code detail}) is older than the stale age, and no answer returned it since. */
            OLD
        }
    }
}
