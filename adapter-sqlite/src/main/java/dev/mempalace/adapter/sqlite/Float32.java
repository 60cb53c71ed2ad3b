package dev.mempalace.adapter.sqlite;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Vectors as BLOBs of little-endian float32, the same bytes on every platform. */
final class Float32 {

    private Float32() {
    }

    static byte[] encode(float[] vector) {
        ByteBuffer bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(vector);
        return bytes.array();
    }

    /** Decodes {@code blob} into {@code target} from {@code offset}. */
    static void decode(byte[] blob, float[] target, int offset) {
        ByteBuffer.wrap(blob).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(target, offset,
                blob.length / Float.BYTES);
    }
}
