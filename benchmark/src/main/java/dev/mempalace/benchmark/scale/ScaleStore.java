package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import java.nio.file.Path;

/** The real index store over one index file, and the product's search over it, for the scale benchmark. */
public interface ScaleStore {

    /** The store of the index file (nothing is opened before its first session); the caller closes it. */
    IndexStore open(Path indexFile);

    /** The search use case as the product wires it, over the store, a workspace and an embedder. */
    SearchMemory search(IndexStore store, NoteSource source, Embedder embedder);
}
