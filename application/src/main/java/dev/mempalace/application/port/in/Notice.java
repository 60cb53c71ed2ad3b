package dev.mempalace.application.port.in;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Something a caller should know about an answer that is not an error: facts, never instructions, since what to
 * do about them depends on the driver (a shell command for a person, a tool for an agent). {@link #describe()}
 * states the fact in plain words for drivers that add nothing of their own.
 */
public sealed interface Notice {

    /** The fact in one line, without advice. */
    String describe();

    /** Disk and index differ: the answer comes from the index as it was at the last ingest. */
    record IndexBehind(Drift drift) implements Notice {
        @Override
        public String describe() {
            return String.format(Locale.ROOT, "%d note file(s) changed since the last ingest (%d new, %d changed, "
                    + "%d deleted)", drift.size(), drift.added().size(), drift.changed().size(),
                    drift.deleted().size());
        }
    }

    /** The workspace could not be listed, so nobody knows whether the index is current. */
    record WorkspaceUnreadable(String reason) implements Notice {
        @Override
        public String describe() {
            return "the workspace cannot be read (" + reason + "); results come from the index";
        }
    }

    /** The model could not be loaded, so the vector leg did not run. */
    record ModelUnavailable(String reason) implements Notice {
        @Override
        public String describe() {
            return "vector search unavailable: " + reason;
        }
    }

    /** No chunk has a vector under the current model: the search ran lexically. */
    record NoVectors(int chunks) implements Notice {
        @Override
        public String describe() {
            return "no chunk has a vector for the current model yet; answered lexically";
        }
    }

    /** Some chunks have no vector under the current model: they were found lexically only. */
    record VectorsMissing(int missing, int chunks) implements Notice {
        @Override
        public String describe() {
            return String.format(Locale.ROOT, "%d of %d chunks have no vector; those are found lexically only",
                    missing, chunks);
        }
    }

    /** A note file could not be read; the index keeps its older copy, if it had one. */
    record NoteSkipped(String path, String reason) implements Notice {
        @Override
        public String describe() {
            return path + ": " + reason;
        }
    }

    /** A file that looks like a note was passed over, never read: a link out of the workspace, a bad name. */
    record NotePassedOver(String path, String reason) implements Notice {
        @Override
        public String describe() {
            return "passed over " + path + ": " + reason;
        }
    }

    /** A note was indexed after a repair, such as bytes that are not UTF-8 replaced with U+FFFD. */
    record NoteRepaired(String path, String repair) implements Notice {
        @Override
        public String describe() {
            return path + ": " + repair;
        }
    }

    /** The index was damaged: it was moved aside, and the index is rebuilt from the notes. */
    record IndexSetAside(String movedTo) implements Notice {
        @Override
        public String describe() {
            return "the index was corrupt; it was moved aside to " + movedTo + " and rebuilt from the notes";
        }
    }

    /** The memory holds no note yet: there is nothing to find. */
    record MemoryEmpty() implements Notice {
        @Override
        public String describe() {
            return "the memory holds no notes yet";
        }
    }

    /** The search returned nothing, and its filter (path, tags, date) may be why. */
    record FilterLeftNothing() implements Notice {
        @Override
        public String describe() {
            return "no note that passes the filter matches";
        }
    }

    /** The search over every note returned nothing: no note holds a query word, and no vector came near. */
    record NothingMatched() implements Notice {
        @Override
        public String describe() {
            return "no note matches the query";
        }
    }

    /**
     * A remembered note is saved and indexed by its words, but its vectors were not done within the time budget
     * of remembering ({@code budgetMillis}); a later embed computes them.
     */
    record VectorsDeferred(long budgetMillis) implements Notice {
        @Override
        public String describe() {
            return String.format(Locale.ROOT, "the note is saved and found by its words; its vectors were not done "
                    + "within %.1f s", budgetMillis / 1000.0);
        }
    }

    /**
     * Secrets were found in a note's text before it was written, and replaced with {@code [redacted:<kind>]}:
     * how many of each kind (never their values), sorted by kind.
     */
    record SecretsRedacted(Map<String, Integer> kinds) implements Notice {
        public SecretsRedacted {
            kinds = Collections.unmodifiableMap(new TreeMap<>(kinds));
        }

        @Override
        public String describe() {
            int total = kinds.values().stream().mapToInt(Integer::intValue).sum();
            return String.format(Locale.ROOT, "redacted %d secret%s before writing: %s", total, total == 1 ? "" : "s",
                    kinds.entrySet().stream().map(e -> e.getKey() + " \u00d7" + e.getValue())
                            .collect(Collectors.joining(", ")));
        }
    }

    /**
     * No note the answer may show holds every query word ({@code words}: whether the lexical leg looked for them; a
     * vector search does not) and none is near in meaning ({@code nearest}: the cosine similarity of the nearest
     * such chunk, or NaN when the vector leg did not run): the hits are only the closest there are.
     */
    record NothingMatchedWell(boolean words, double nearest) implements Notice {
        @Override
        public String describe() {
            List<String> why = new ArrayList<>();
            if (words) {
                why.add("no note holds every query word");
            }
            if (!Double.isNaN(nearest)) {
                why.add(String.format(Locale.ROOT, "no note is near in meaning (best cosine %.2f)", nearest));
            }
            return "nothing matched well: " + String.join(" and ", why) + "; the results are only the nearest notes";
        }
    }
}
