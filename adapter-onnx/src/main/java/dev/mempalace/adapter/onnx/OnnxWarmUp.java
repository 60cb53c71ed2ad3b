package dev.mempalace.adapter.onnx;

import ai.djl.huggingface.tokenizers.jni.LibUtils;
import ai.onnxruntime.OrtException;
import java.nio.file.Path;

/**
 * What the first model load of a process pays before it reads the model: ONNX Runtime's native libraries (from the
 * cache folder, {@link NativeLibraries}) and its environment, the tokenizer's native library, and for a bundled
 * model its tokenizer ({@link TokenizerPreload}). It touches no model and writes only what a load would, so that a
 * search can have it done on a thread of its own while it still reads its arguments and opens its index.
 */
public final class OnnxWarmUp {

    private OnnxWarmUp() {
    }

    /**
     * Loads both runtimes' libraries, and with {@code bundledModel} the bundled models' tokenizer; a failure is left
     * for the model's load to meet and report.
     */
    public static void run(Path cacheDir, boolean bundledModel) {
        try {
            NativeLibraries.useCacheIn(cacheDir);
            DjlOffline.enable();
            DjlOffline.nativesIn(cacheDir);
            LibUtils.checkStatus();
            if (bundledModel) {
                TokenizerPreload.load(cacheDir);
            }
            OnnxSession.environment();
        } catch (OrtException | RuntimeException | LinkageError e) {
            // The load meets the same failure in the search's own thread, and says what it is.
        }
    }
}
