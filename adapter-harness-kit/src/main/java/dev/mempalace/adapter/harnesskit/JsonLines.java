package dev.mempalace.adapter.harnesskit;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Optional;

/**
 * The whole lines of a JSON Lines stream, numbered from 1, each parsed on its own. A last line without its newline is
 * still being written: it is neither given nor counted, so that it is read whole next time. A stream with a line over
 * {@link #MAX_LINE_BYTES}, or longer in all than {@link #MAX_BYTES} (as read: a compressed file expanded), is refused
 * once it gets there, rather than held, in-process and in the warm process (512 MB of heap) alike.
 */
public final class JsonLines {

    /** Receives each whole line: its number and its JSON object, if it holds one. */
    public interface Sink {

        /** Line {@code number}, and the object it holds, if any. */
        void line(int number, Optional<JsonNode> object);
    }

    /** The longest line taken: a record of a transcript, a tool's output or a pasted image among its values. */
    public static final int MAX_LINE_BYTES = 32 << 20;
    /** The longest stream taken. */
    public static final long MAX_BYTES = 256L << 20;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private JsonLines() {
    }

    /** Hands every whole line of {@code in} to {@code sink}; returns how many there were. */
    public static int read(InputStream in, Sink sink) throws IOException {
        byte[] chunk = new byte[1 << 16];
        byte[] line = new byte[1 << 12];
        int length = 0;
        int number = 0;
        long total = 0;
        for (int read = in.read(chunk); read >= 0; read = in.read(chunk)) {
            total += read;
            if (total > MAX_BYTES) {
                throw new IOException("more than " + (MAX_BYTES >> 20) + " MiB of JSON Lines");
            }
            int start = 0;
            for (int i = 0; i < read; i++) {
                if (chunk[i] == '\n') {
                    line = append(line, length, chunk, start, i - start);
                    length += i - start;
                    sink.line(++number, parse(line, length));
                    length = 0;
                    start = i + 1;
                }
            }
            line = append(line, length, chunk, start, read - start);
            length += read - start;
        }
        return number;
    }

    private static byte[] append(byte[] line, int length, byte[] chunk, int from, int count) throws IOException {
        if (length + count > MAX_LINE_BYTES) {
            throw new IOException("a line of more than " + (MAX_LINE_BYTES >> 20) + " MiB");
        }
        byte[] target = length + count > line.length
                ? Arrays.copyOf(line, Math.max(line.length * 2, length + count)) : line;
        System.arraycopy(chunk, from, target, length, count);
        return target;
    }

    private static Optional<JsonNode> parse(byte[] line, int length) {
        try {
            JsonNode node = JSON.readTree(line, 0, length);
            return node != null && node.isObject() ? Optional.of(node) : Optional.empty();
        } catch (IOException notJson) {
            return Optional.empty();
        }
    }
}
