package dev.mempalace.adapter.onnx;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.TokenCounter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Embeds text with bge-small-en-v1.5 (or a compatible user model) on ONNX Runtime: CLS pooling, L2-normalised.
 * The model is found (a user's folder checked) on first use and loads on the first embed call; {@link
 * #identity()} never loads it. So a bad model folder fails only what needs the model, as a model error.
 */
public final class OnnxEmbedder implements Embedder, AutoCloseable {

    static final String BGE_SMALL = "BAAI/bge-small-en-v1.5";
    static final String QUERY_PREFIX = "Represent this sentence for searching relevant passages: ";
    static final int MAX_TOKENS = 512;
    /** Texts in a first embed call that make it a long run, worth a model optimised in memory. */
    static final int MANY = 16;

    private final Supplier<ModelSource> locate;
    private final Optional<String> knownTokenizer;
    private final Path cacheDir;
    private final ModelUse use;
    private final Object sourceLock = new Object();
    private ModelSource source;
    private ModelIdentity identity;
    private OnnxSession session;
    private ModelLoad load;
    private TokenizerCounter counter;
    private boolean closed;
    private boolean preparing;

    /**
     * {@code knownTokenizer}: the tokenizer's name when it is known without locating the model (the bundled one's), so
     * that a note format can be named, as every search does, without looking for the model on the class path.
     */
    private OnnxEmbedder(Supplier<ModelSource> locate, Optional<String> knownTokenizer, Path cacheDir,
            ModelUse use) {
        this.locate = locate;
        this.knownTokenizer = knownTokenizer;
        this.cacheDir = Objects.requireNonNull(cacheDir, "cacheDir");
        this.use = Objects.requireNonNull(use, "use");
    }

    /** The model bundled on the classpath, extracted once into {@code cacheDir}, as ONNX Runtime's libraries are. */
    public static OnnxEmbedder bundled(ModelVariant variant, Path cacheDir) {
        return bundled(variant, cacheDir, ModelUse.COMMAND);
    }

    /** The same, loaded for {@code use}. */
    public static OnnxEmbedder bundled(ModelVariant variant, Path cacheDir, ModelUse use) {
        Objects.requireNonNull(variant, "variant");
        return new OnnxEmbedder(() -> BundledModel.of(variant, cacheDir), Optional.of(BundledModel.TOKENIZER),
                cacheDir, use);
    }

    /**
     * A folder holding exactly one {@code *.onnx} file and a {@code tokenizer.json}; ONNX Runtime's libraries are
     * extracted once into {@code cacheDir}.
     */
    public static OnnxEmbedder fromDirectory(Path modelDir, Path cacheDir) {
        return fromDirectory(modelDir, cacheDir, ModelUse.COMMAND);
    }

    /** The same, loaded for {@code use}. */
    public static OnnxEmbedder fromDirectory(Path modelDir, Path cacheDir, ModelUse use) {
        Objects.requireNonNull(modelDir, "modelDir");
        return new OnnxEmbedder(() -> DirectoryModel.of(modelDir), Optional.empty(), cacheDir, use);
    }

    /** Under the source's lock, not this object's, so that it never waits for a model loading meanwhile. */
    @Override
    public ModelIdentity identity() {
        synchronized (sourceLock) {
            if (identity == null) {
                ModelSource model = source();
                identity = new ModelIdentity(model.name(), model.variant(), model.modelHash(), "cls", QUERY_PREFIX,
                        MAX_TOKENS);
            }
            return identity;
        }
    }

    /**
     * Loads the model on a thread of its own, once, unless it is loaded or closed; the embed call that follows
     * waits for it (this object's lock), and embeds the query. A failure is left for that call, which tries again
     * and reports it.
     */
    @Override
    public synchronized void prepareQuery(String query) {
        if (closed || session != null || preparing) {
            return;
        }
        preparing = true;
        Thread loader = new Thread(this::loadQuietly, "mempalace-model-load");
        loader.setDaemon(true);
        loader.start();
    }

    @Override
    public synchronized float[] embedQuery(String query) {
        Objects.requireNonNull(query, "query");
        return session(true, false).embed(QUERY_PREFIX + query);
    }

    @Override
    public synchronized List<float[]> embedDocuments(List<String> texts) {
        List<float[]> vectors = new ArrayList<>(texts.size());
        for (String text : texts) {
            vectors.add(session(false, texts.size() >= MANY).embed(Objects.requireNonNull(text, "text")));
        }
        return vectors;
    }

    /**
     * Counts tokens with this model's own tokenizer, loaded on the first count and closed with this embedder; the
     * model itself is never loaded for it.
     */
    public synchronized TokenCounter tokenCounter() {
        if (closed) {
            throw new IllegalStateException("the embedder is closed");
        }
        if (counter == null) {
            counter = new TokenizerCounter(this::source,
                    () -> knownTokenizer.orElseGet(() -> source().tokenizerName()), MAX_TOKENS, cacheDir);
        }
        return counter;
    }

    /** Tokens the model has been fed so far (none before it loads), for throughput figures. */
    public synchronized long tokensEmbedded() {
        return session == null ? 0 : session.tokens();
    }

    /** The model file this embedder runs (the bundled one extracted on first ask), for a loop over the bare model. */
    public Path modelFile() {
        return source().modelFile();
    }

    /** The model's own {@code tokenizer.json}, for a loop over the bare model. */
    public byte[] tokenizerJson() {
        try (InputStream json = source().openTokenizer()) {
            return json.readAllBytes();
        } catch (IOException e) {
            throw new ModelUnavailableException("cannot read the tokenizer of " + source().place() + ": "
                    + OnnxSession.firstLine(e), e);
        }
    }

    /** The threads ONNX Runtime runs one text on in a command's or a server's session ({@link ModelUse}). */
    public static int threads() {
        return Runtime.getRuntime().availableProcessors();
    }

    @Override
    public synchronized void close() {
        closed = true;
        try {
            if (session != null) {
                session.close();
                session = null;
            }
        } finally {
            if (counter != null) {
                counter.close();
            }
        }
    }

    /** How long the model took to load, once it has loaded; empty before the first embed call. */
    public synchronized Optional<ModelLoad> load() {
        return Optional.ofNullable(load);
    }

    private synchronized void loadQuietly() {
        try {
            if (!closed) {
                session(true, false);
            }
        } catch (RuntimeException | LinkageError e) {
            // The embed call loads the model again, and fails with this, in the caller's thread.
        }
    }

    synchronized boolean loaded() {
        return session != null;
    }

    /**
     * The session, loaded on first use, for what that use is: loaded for a command's query, the model's weights are
     * not repacked for the CPU's kernels (a load that costs a fraction, for a slower query: {@link ModelUse}); loaded
     * for documents, an ingest's many long texts, they are. Loaded for {@code many} documents (a first call of
     * {@link #MANY} or more: a long embed run), the model is optimised in memory instead of read from the saved
     * file: {@code bench embedding} measured the saved file's session about a fifth slower per text than the bare
     * model, and this one level with it, which repays the optimising in a few seconds of a first import. Every way
     * gives the same vectors, bit for bit.
     */
    private OnnxSession session(boolean forQuery, boolean many) {
        if (closed) {
            throw new IllegalStateException("the embedder is closed");
        }
        if (session == null) {
            DjlOffline.nativesIn(cacheDir);
            session = OnnxSession.open(source(), MAX_TOKENS, cacheDir, !many, forQuery && use.unpackedForQueries(),
                    use.threads(threads()));
            load = session.load();
        }
        return session;
    }

    /**
     * Finds the model on first use, so that a bad folder fails only the commands that need the model; the token
     * counter shares it, so the model is located once. Its own lock, under which nothing else is taken, lets the
     * counter ask for it without the embedder's.
     */
    private ModelSource source() {
        synchronized (sourceLock) {
            if (source == null) {
                source = locate.get();
            }
            return source;
        }
    }
}
