package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.VectorIndex;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.BiFunction;

/** Opens the real index adapters over one index file, so the scale benchmark can build and search it. */
public interface ScaleStore {

    /** Opens the index file: for writing (creating it) or read-only; the caller closes what it gets. */
    Opened open(Path indexFile, boolean write);

    /** The ports over one open index file, the search use case over them, and what closes the file. */
    record Opened(NoteIndex notes, VectorIndex vectors, BiFunction<NoteSource, Embedder, SearchMemory> search,
            Runnable release) implements AutoCloseable {

        public Opened {
            Objects.requireNonNull(notes, "notes");
            Objects.requireNonNull(vectors, "vectors");
            Objects.requireNonNull(search, "search");
            Objects.requireNonNull(release, "release");
        }

        @Override
        public void close() {
            release.run();
        }
    }
}
