package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.client.Frames;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A command's standard streams in the warm process, carried as frames over its client's socket: output goes out as
 * {@link Frames#OUT} or {@link Frames#ERR}; input is asked for with {@link Frames#READ} only when the command reads.
 * Once the command's answer has ended (its client interrupted it, or went away) output is dropped.
 */
final class FrameStreams {

    private static final byte[] END = new byte[0];

    private final DataOutputStream socket;
    private final BlockingQueue<byte[]> input = new LinkedBlockingQueue<>();
    private final AtomicReference<IOException> failure = new AtomicReference<>();
    private volatile boolean open = true;

    FrameStreams(DataOutputStream socket) {
        this.socket = socket;
    }

    OutputStream out() {
        return new Output(Frames.OUT);
    }

    OutputStream err() {
        return new Output(Frames.ERR);
    }

    InputStream in() {
        return new Input();
    }

    /** Bytes the client sent for a read; none at the end of its input. */
    void received(byte[] bytes) {
        input.add(bytes);
    }

    /** Sends a frame unless the answer has ended; a client that went away ends it. */
    void send(byte type, byte[] bytes, int offset, int length) {
        if (!open) {
            return;
        }
        try {
            Frames.write(socket, type, bytes, offset, length);
        } catch (IOException gone) {
            failure.compareAndSet(null, gone);
            close();
        }
    }

    /** Why a frame could not be sent, ending the answer early; none when every frame went out. */
    Optional<IOException> failure() {
        return Optional.ofNullable(failure.get());
    }

    /** No more frames from here on; a pending read sees the end of its input. */
    void close() {
        open = false;
        input.add(END);
    }

    private final class Output extends OutputStream {

        private final byte type;

        Output(byte type) {
            this.type = type;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            if (length > 0) {
                send(type, bytes, offset, length);
            }
        }
    }

    private final class Input extends InputStream {

        private byte[] pending = END;
        private int next;
        private boolean ended;

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public synchronized int read(byte[] buffer, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            if (next == pending.length) {
                if (ended || !open) {
                    return -1;
                }
                send(Frames.READ, Frames.number(length), 0, 4);
                try {
                    pending = input.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while reading standard input");
                }
                next = 0;
                if (pending.length == 0) {
                    ended = true;
                    return -1;
                }
            }
            int count = Math.min(length, pending.length - next);
            System.arraycopy(pending, next, buffer, offset, count);
            next += count;
            if (next == pending.length) {
                pending = END;
                next = 0;
            }
            return count;
        }
    }
}
