package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.RepositoryFiles;
import dev.mempalace.application.port.out.Retrievals;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** What tending the memory reads besides notes and index: the git repository around it, and retrieval counts. */
record Tending(RepositoryFiles repository, Retrievals retrievals) {

    /** Retrieval counts that are off: nothing recorded, nothing to read. */
    static final Retrievals OFF = new Retrievals() {
        @Override
        public void record(Collection<String> paths, LocalDate day) {
            // Counting is off: nothing is kept.
        }

        @Override
        public Optional<Map<String, Retrieval>> read() {
            return Optional.empty();
        }
    };

    /** No repository and no counts: a benchmark's core, or a test's. */
    static Tending none() {
        return new Tending(paths -> Set.of(), OFF);
    }
}
