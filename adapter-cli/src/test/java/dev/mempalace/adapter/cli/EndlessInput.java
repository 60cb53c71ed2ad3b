package dev.mempalace.adapter.cli;

import java.io.InputStream;
import java.util.Arrays;

/** Standard input of {@code size} bytes of one letter, made as it is read (nothing held), counting what was read. */
final class EndlessInput extends InputStream {

    private final long size;
    private long read;

    EndlessInput(long size) {
        this.size = size;
    }

    /** How many bytes the command took. */
    synchronized long taken() {
        return read;
    }

    @Override
    public synchronized int read() {
        if (read >= size) {
            return -1;
        }
        read++;
        return 'x';
    }

    @Override
    public synchronized int read(byte[] buffer, int offset, int length) {
        if (read >= size) {
            return -1;
        }
        int count = (int) Math.min(length, size - read);
        Arrays.fill(buffer, offset, offset + count, (byte) 'x');
        read += count;
        return count;
    }
}
