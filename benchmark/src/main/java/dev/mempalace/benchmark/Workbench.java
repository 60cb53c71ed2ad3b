package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.SearchMemory;
import java.nio.file.Path;
import java.util.Objects;

/** Opens the real use cases over a workspace folder and an index file, so a benchmark can build its own index. */
public interface Workbench {

    /** Opens (creating if need be) the index file for writing; the caller closes the returned bench. */
    Bench open(Path workspace, Path indexFile);

    /**
     * The use cases over one workspace and index (with the session sources it imports and their import), and what
     * releases them (the index file) when done.
     */
    record Bench(IngestNotes ingest, EmbedChunks embed, SearchMemory search, ConfigureSessions sessionSources,
            ImportSessions sessionImport, Runnable release) implements AutoCloseable {

        public Bench {
            Objects.requireNonNull(ingest, "ingest");
            Objects.requireNonNull(embed, "embed");
            Objects.requireNonNull(search, "search");
            Objects.requireNonNull(sessionSources, "sessionSources");
            Objects.requireNonNull(sessionImport, "sessionImport");
            Objects.requireNonNull(release, "release");
        }

        @Override
        public void close() {
            release.run();
        }
    }
}
