package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ai.djl.util.cuda.CudaUtils;
import org.junit.jupiter.api.Test;

/**
 * DJL's tokenizer runs without JNA (excluded in the pom): DJL uses it only to look for a CUDA runtime, which costs a
 * model load an extraction, a spawned {@code ldconfig} and CUDA's own start. Without it, DJL finds no GPU at once.
 */
class DjlWithoutJnaTest {

    @Test
    void jnaIsNotOnTheClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.sun.jna.Native"));
    }

    @Test
    void djlFindsNoGpuAndLoadsTheTokenizer() {
        assertEquals(0, CudaUtils.getGpuCount());
        DjlOffline.enable();
        ai.djl.huggingface.tokenizers.jni.LibUtils.checkStatus();
    }
}
