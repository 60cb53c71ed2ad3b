package dev.mempalace.benchmark.embedding;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.mempalace.benchmark.ModelFiles;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The model with nothing of MemPalace around it: its tokenizer and one ONNX Runtime session, fully optimised, each
 * text a batch of one (as the product runs it) on the same threads, the CLS row normalised. What the product's
 * embedding rate is measured against.
 */
public final class BareModel implements AutoCloseable {

    private static final int MAX_TOKENS = 512;

    private final OrtEnvironment environment;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private long tokens;

    private BareModel(OrtEnvironment environment, OrtSession session, HuggingFaceTokenizer tokenizer) {
        this.environment = environment;
        this.session = session;
        this.tokenizer = tokenizer;
    }

    /** Loads the model of {@code files}; ONNX Runtime's and the tokenizer's libraries are loaded by the product's. */
    public static BareModel open(ModelFiles files) {
        try {
            OrtEnvironment environment = OrtEnvironment.getEnvironment();
            OrtSession session;
            try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
                options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
                options.setIntraOpNumThreads(files.threads());
                // As the product runs it: threads that wait blocked, never spinning, on a machine others share.
                options.addConfigEntry("session.intra_op.allow_spinning", "0");
                session = environment.createSession(files.model().toString(), options);
            }
            String max = Integer.toString(MAX_TOKENS);
            HuggingFaceTokenizer tokenizer = HuggingFaceTokenizer.newInstance(
                    new ByteArrayInputStream(files.tokenizerJson()), Map.of("addSpecialTokens", "true",
                            "truncation", "true", "padding", "false", "maxLength", max, "modelMaxLength", max));
            return new BareModel(environment, session, tokenizer);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load " + files.model() + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Embeds each text in turn. */
    public List<float[]> embed(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }

    /** Tokens fed so far. */
    public long tokens() {
        return tokens;
    }

    private float[] embed(String text) {
        Encoding encoding = tokenizer.encode(text);
        long[] shape = {1, encoding.getIds().length};
        tokens += shape[1];
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            inputs.put("input_ids", tensor(encoding.getIds(), shape));
            inputs.put("attention_mask", tensor(encoding.getAttentionMask(), shape));
            if (session.getInputNames().contains("token_type_ids")) {
                inputs.put("token_type_ids", tensor(encoding.getTypeIds(), shape));
            }
            try (OrtSession.Result result = session.run(inputs)) {
                FloatBuffer hidden = ((OnnxTensor) result.get(0)).getFloatBuffer();
                long[] dims = ((OnnxTensor) result.get(0)).getInfo().getShape();
                float[] cls = new float[(int) dims[dims.length - 1]];
                hidden.get(cls);
                return normalised(cls);
            }
        } catch (OrtException e) {
            throw new IllegalStateException("embedding failed: " + e.getMessage(), e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
        }
    }

    private OnnxTensor tensor(long[] values, long[] shape) throws OrtException {
        return OnnxTensor.createTensor(environment, LongBuffer.wrap(values), shape);
    }

    private static float[] normalised(float[] vector) {
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

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException("cannot close the session: " + e.getMessage(), e);
        } finally {
            tokenizer.close();
        }
    }
}
