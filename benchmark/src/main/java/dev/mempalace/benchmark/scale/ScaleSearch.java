package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;

/** The search use case as the product wires it, over a store, a workspace and an embedder. */
@FunctionalInterface
public interface ScaleSearch {

    SearchMemory search(IndexStore store, NoteSource source, Embedder embedder);
}
