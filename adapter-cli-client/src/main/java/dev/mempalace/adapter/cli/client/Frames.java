package dev.mempalace.adapter.cli.client;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;

/**
 * The warm process's wire format: frames of a type byte, a length and that many bytes, both ways over one Unix
 * domain socket per command. The client opens with {@link #HELLO} (or a control frame); the daemon answers
 * {@link #ACCEPT} or {@link #DECLINE}, then streams {@link #OUT} and {@link #ERR}, asks for standard input with
 * {@link #READ} only when the command reads it, and ends with {@link #EXIT}.
 */
public final class Frames {

    /** Bumped whenever a frame changes meaning; a daemon declines a client of another protocol. */
    public static final int PROTOCOL = 2;

    /** Client: the command line, working folder, environment and terminal ({@link Hello}). */
    public static final byte HELLO = 'H';
    /** Client: what the daemon holds, answered by one {@link #REPORT}. */
    public static final byte STATUS = 'P';
    /** Client: finish the running commands and exit. */
    public static final byte STOP = 'S';
    /** Client: bytes of standard input answering a {@link #READ}; none at its end. */
    public static final byte INPUT = 'I';
    /** Client: the user pressed Ctrl-C. */
    public static final byte INTERRUPT = 'C';

    /** Daemon: the command runs here; its payload is empty or {@link #READS_ONLY}. */
    public static final byte ACCEPT = 'A';
    /** Daemon: run the command in-process instead; the payload says why. */
    public static final byte DECLINE = 'D';
    /** Daemon: bytes for standard output. */
    public static final byte OUT = 'O';
    /** Daemon: bytes for standard error. */
    public static final byte ERR = 'E';
    /** Daemon: the command reads standard input; the payload is how many bytes it can take. */
    public static final byte READ = 'R';
    /** Daemon: the command ended with the exit code in the payload. */
    public static final byte EXIT = 'X';
    /** Daemon: the answer to {@link #STATUS}, one JSON object. */
    public static final byte REPORT = 'J';

    /**
     * The one byte of an {@link #ACCEPT}'s payload for a command that only reads: should the daemon end before
     * answering anything, its client may run the command itself. A client that knows nothing of it ignores it.
     */
    public static final byte READS_ONLY = 'r';

    private static final int MAX_FRAME = 64 * 1024 * 1024;

    private Frames() {
    }

    /** One frame as read. */
    public record Frame(byte type, byte[] payload) {

        /** The payload as a big-endian int ({@link #READ}, {@link #EXIT}). */
        public int number() {
            return ((payload[0] & 0xff) << 24) | ((payload[1] & 0xff) << 16) | ((payload[2] & 0xff) << 8)
                    | (payload[3] & 0xff);
        }

        /** Whether this {@link #ACCEPT} says its command only reads ({@link #READS_ONLY}). */
        public boolean readsOnly() {
            return payload.length == 1 && payload[0] == READS_ONLY;
        }

        public String text() {
            return new String(payload, java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** Writes one frame; callers on several threads share {@code out}, so a frame is written whole. */
    public static void write(DataOutputStream out, byte type, byte[] payload, int offset, int length)
            throws IOException {
        synchronized (out) {
            out.writeByte(type);
            out.writeInt(length);
            out.write(payload, offset, length);
            out.flush();
        }
    }

    public static void write(DataOutputStream out, byte type, byte[] payload) throws IOException {
        write(out, type, payload, 0, payload.length);
    }

    public static void write(DataOutputStream out, byte type, String text) throws IOException {
        write(out, type, text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    public static void writeNumber(DataOutputStream out, byte type, int number) throws IOException {
        write(out, type, number(number));
    }

    /** The payload of a {@link #READ} or an {@link #EXIT}: a big-endian int. */
    public static byte[] number(int number) {
        return new byte[] {(byte) (number >>> 24), (byte) (number >>> 16), (byte) (number >>> 8), (byte) number};
    }

    /** The next frame; {@link EOFException} when the peer closed the socket between frames. */
    public static Frame read(DataInputStream in) throws IOException {
        byte type = in.readByte();
        int length = in.readInt();
        if (length < 0 || length > MAX_FRAME) {
            throw new IOException("a frame of " + length + " bytes");
        }
        byte[] payload = new byte[length];
        in.readFully(payload);
        return new Frame(type, payload);
    }
}
