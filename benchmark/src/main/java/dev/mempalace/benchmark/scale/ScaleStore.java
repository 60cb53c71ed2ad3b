package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;

/**
 * One kind of real index (a SQLite file, a store in a SolrCloud collection...) holding the scale benchmark's
 * indexes, each under a name the benchmark gives (one per corpus), and the product's search over them.
 */
public interface ScaleStore {

    /** What kind of index this is, as reports name it: {@code sqlite}, {@code solr}. */
    String kind();

    /** Where the named index lives, as reports print it (a file's path, a store's URL). */
    String location(String index);

    /** The named index (nothing is opened before its first session); the caller closes it. */
    IndexStore open(String index);

    /** Whether an earlier build of the named index may have finished, so that it is worth checking for reuse. */
    boolean mayHoldBuild(String index);

    /** Drops what an unfinished build of the named index left before it is built again. */
    void discard(String index);

    /** Records that the named index's build finished. */
    void finished(String index);

    /** The named index's size on disk, and what those bytes cover. */
    IndexSize size(String index);

    /** The search use case as the product wires it, over the store, a workspace and an embedder. */
    SearchMemory search(IndexStore store, NoteSource source, Embedder embedder);
}
