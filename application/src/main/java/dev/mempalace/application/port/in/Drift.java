package dev.mempalace.application.port.in;

import java.util.List;

/** How disk and index differ: files new on disk, changed since ingest, and gone from disk. */
public record Drift(List<String> added, List<String> changed, List<String> deleted, int unchanged) {

    public Drift {
        added = List.copyOf(added);
        changed = List.copyOf(changed);
        deleted = List.copyOf(deleted);
    }

    /** True when the index holds exactly what is on disk. */
    public boolean agrees() {
        return added.isEmpty() && changed.isEmpty() && deleted.isEmpty();
    }

    /** How many files differ. */
    public int size() {
        return added.size() + changed.size() + deleted.size();
    }
}
