package dev.mempalace.adapter.onnx;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtLoggingLevel;
import ai.onnxruntime.OrtSession;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.lang.ref.Reference;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * A loaded model: an ONNX Runtime session and its tokenizer. Each text runs as a batch of one, so no padding and
 * no neighbour can shift its vector (the int8 model quantises activations over the whole batch).
 */
final class OnnxSession implements AutoCloseable {

    private static final String HIDDEN_STATE = "last_hidden_state";

    private final OrtEnvironment environment;
    private final OrtSession session;
    private final ByteBuffer modelBytes;
    private final HuggingFaceTokenizer tokenizer;
    private final String output;
    private long tokens;
    private final ModelLoad load;

    private OnnxSession(OrtEnvironment environment, OptimisedModel.LoadedModel model, HuggingFaceTokenizer tokenizer,
            ModelLoad load) {
        this.environment = environment;
        this.session = model.session();
        this.modelBytes = model.bytes();
        this.tokenizer = tokenizer;
        this.load = load;
        this.output = session.getOutputNames().contains(HIDDEN_STATE)
                ? HIDDEN_STATE : session.getOutputNames().iterator().next();
    }

    /**
     * Loads the model; ONNX Runtime, when not loaded yet, loads its libraries from {@code cacheDir}, and the model
     * is loaded as optimised for this machine and saved there (see {@link OptimisedModel}).
     */
    static OnnxSession open(ModelSource source, int maxTokens, Path cacheDir, boolean forQueries) {
        return open(source, maxTokens, cacheDir, true, forQueries, OnnxEmbedder.threads());
    }

    /**
     * The same; without {@code reuseOptimised}, the model is optimised in memory at every load, and not saved. The
     * tokenizer loads on a thread of its own beside the session, which needs nothing of it. {@code forQueries}
     * trades about a millisecond per text for a load that costs a fraction, where the model's vectors stay the
     * same ({@link OptimisedModel#open}, {@link ModelSource#exactUnpacked()}). Each text runs on {@code threads}.
     */
    static OnnxSession open(ModelSource source, int maxTokens, Path cacheDir, boolean reuseOptimised,
            boolean forQueries, int threads) {
        long start = System.nanoTime();
        Path modelFile = source.modelFile();
        // Run here unless a warm-up loads it already (TokenizerPreload), when running it returns at once.
        FutureTask<HuggingFaceTokenizer> tokenizerLoad = TokenizerPreload.take(source, maxTokens)
                .orElseGet(() -> new FutureTask<>(() -> ModelTokenizer.truncating(source, maxTokens)));
        Thread loader = new Thread(tokenizerLoad, "mempalace-tokenizer-load");
        loader.setDaemon(true);
        loader.start();
        OrtEnvironment environment;
        OptimisedModel.LoadedModel model;
        try {
            NativeLibraries.useCacheIn(cacheDir);
            environment = environment();
            model = reuseOptimised
                    ? OptimisedModel.open(environment, source, cacheDir, threads,
                            forQueries && source.exactUnpacked())
                    : new OptimisedModel.LoadedModel(
                            OptimisedModel.optimisedInMemory(environment, source, threads), null);
        } catch (OrtException | RuntimeException | LinkageError e) {
            closeWhenLoaded(tokenizerLoad);
            throw new ModelUnavailableException("cannot load model " + modelFile + ": " + firstLine(e), e);
        }
        long sessionEnd = System.nanoTime();
        HuggingFaceTokenizer tokenizer;
        try {
            tokenizer = loaded(tokenizerLoad);
        } catch (RuntimeException e) {
            closeQuietly(model.session(), e);
            throw e;
        }
        // Finding (or extracting) the model file counts as part of the session; the tokenizer only for the time it
        // took beyond the session.
        ModelLoad load = new ModelLoad(Duration.ofNanos(Math.max(0, System.nanoTime() - sessionEnd)),
                Duration.ofNanos(sessionEnd - start));
        return new OnnxSession(environment, model, tokenizer, load);
    }

    /** The process's ONNX Runtime environment, made on first use (which loads the runtime's libraries). */
    static OrtEnvironment environment() throws OrtException {
        return OrtEnvironment.getEnvironment(OrtLoggingLevel.ORT_LOGGING_LEVEL_ERROR, "mempalace");
    }

    /** The tokenizer its thread loaded, or the failure it met there. */
    private static HuggingFaceTokenizer loaded(FutureTask<HuggingFaceTokenizer> load) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return load.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new ModelUnavailableException("cannot load the tokenizer: " + firstLine(e.getCause()), e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Closes the tokenizer once its thread has loaded it, when the session failed. */
    private static void closeWhenLoaded(FutureTask<HuggingFaceTokenizer> load) {
        try {
            loaded(load).close();
        } catch (RuntimeException e) {
            // The session's failure is the one reported.
        }
    }

    private static void closeQuietly(OrtSession session, RuntimeException cause) {
        try {
            session.close();
        } catch (OrtException e) {
            cause.addSuppressed(e);
        }
    }

    /** How long this session took to load. */
    ModelLoad load() {
        return load;
    }

    float[] embed(String text) {
        Encoding encoding;
        try {
            encoding = tokenizer.encode(text);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot tokenize text: " + firstLine(e), e);
        }
        long[] shape = {1, encoding.getIds().length};
        tokens += encoding.getIds().length;
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            input(inputs, "input_ids", encoding.getIds(), shape);
            input(inputs, "attention_mask", encoding.getAttentionMask(), shape);
            input(inputs, "token_type_ids", encoding.getTypeIds(), shape);
            try (OrtSession.Result result = session.run(inputs, Set.of(output))) {
                return normalisedCls((OnnxTensor) result.get(0));
            }
        } catch (OrtException e) {
            throw new IllegalStateException("embedding failed: " + firstLine(e), e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
            Reference.reachabilityFence(modelBytes);
        }
    }

    /** Tokens fed to the model so far, special tokens included, after truncation. */
    long tokens() {
        return tokens;
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException("cannot close the ONNX session: " + firstLine(e), e);
        } finally {
            tokenizer.close();
            Reference.reachabilityFence(modelBytes);
        }
    }

    private void input(Map<String, OnnxTensor> inputs, String name, long[] values, long[] shape)
            throws OrtException {
        if (session.getInputNames().contains(name)) {
            inputs.put(name, OnnxTensor.createTensor(environment, LongBuffer.wrap(values), shape));
        }
    }

    /** The CLS token is the first row of the first (only) sequence. */
    private static float[] normalisedCls(OnnxTensor hidden) {
        long[] shape = hidden.getInfo().getShape();
        FloatBuffer values = hidden.getFloatBuffer();
        float[] vector = new float[(int) shape[shape.length - 1]];
        values.get(vector);
        double norm = 0;
        for (float v : vector) {
            norm += (double) v * v;
        }
        double scale = norm == 0 ? 0 : 1 / Math.sqrt(norm);
        for (int i = 0; i < vector.length; i++) {
            vector[i] = (float) (vector[i] * scale);
        }
        return vector;
    }

    static String firstLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end).strip();
    }
}
