package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What drivers and the bench's host take from the wiring besides a core: the warm-ups a command runs before its core
 * opens, a store alone and the size of an index (for a benchmark that measures the store itself), the redactor, the
 * harnesses' transcript writers.
 */
public final class Wiring {

    private Wiring() {
    }

    /**
     * What to load, before any index is opened, that the first open of the index {@code index} names (none: the
     * default, a SQLite file) costs a process, if its kind of store has such a thing (a SQLite index: the driver and
     * its native library from the cache folder {@code cache}, a first connection): for a short-lived command to run
     * on a thread of its own while it still reads its arguments. Opens no index and loads no model; asking loads no
     * class of another kind of store.
     */
    public static Optional<Runnable> indexWarmUp(Optional<String> index, Path cache) {
        return Stores.warmUp(index, cache);
    }

    /**
     * Loads, in the calling thread, what a search's first model load needs before it reads the model (the runtimes'
     * native libraries, and with {@code bundledModel} the bundled models' tokenizer), under the cache folder
     * {@code cache}; any failure is left for the load itself to report.
     */
    public static void warmUpModel(Path cache, boolean bundledModel) {
        Adapters.warmUpModel(cache, bundledModel);
    }

    /**
     * The index {@code settings} name, as the kind of store that reads its location opens it: for a benchmark that
     * measures the store itself.
     */
    public static IndexStore store(Settings settings) {
        return Adapters.store(settings);
    }

    /** The bytes the index at {@code location} takes where it is kept, as its kind of store measures them. */
    public static StoreSize size(IndexLocation location) {
        return location.provider().size(location);
    }

    /** The redactor every text passes before it is written or indexed: the bundled rules, loaded once. */
    public static SecretRedactor redactor() {
        return Adapters.redactor();
    }

    /**
     * The registered harnesses' writers, each writing a scripted session as its harness writes its transcripts: for
     * the bench's sessions, which are written through them and never through a copy of a format.
     */
    public static List<TranscriptWriter> transcriptWriters() {
        return Adapters.transcriptWriters();
    }
}
