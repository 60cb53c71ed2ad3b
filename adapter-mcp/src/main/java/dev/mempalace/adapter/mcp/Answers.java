package dev.mempalace.adapter.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * The requests the server has read and not yet answered, so that a client that sends its requests and then closes
 * its input (a script piping them in) still gets every answer before the server ends, as any filter would.
 */
final class Answers {

    private final McpJsonMapper json;
    private final Set<String> owed = new HashSet<>();

    Answers(McpJsonMapper json) {
        this.json = json;
    }

    /** The request with this id was passed on to the server. */
    synchronized void asked(Object id) {
        owed.add(String.valueOf(id));
    }

    /** Returns once every request passed on has been answered. */
    synchronized void awaitAll() throws InterruptedException {
        while (!owed.isEmpty()) {
            wait();
        }
    }

    private synchronized void answered(Object id) {
        owed.remove(String.valueOf(id));
        notifyAll();
    }

    /** {@code out} as the server writes its messages to it, each response seen as it goes out. */
    OutputStream watching(OutputStream out) {
        return new FilterOutputStream(out) {
            private final ByteArrayOutputStream line = new ByteArrayOutputStream();

            @Override
            public void write(int b) throws IOException {
                out.write(b);
                take(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                out.write(bytes, offset, length);
                for (int i = offset; i < offset + length; i++) {
                    take(bytes[i]);
                }
            }

            private void take(int b) {
                if (b == '\n') {
                    seen(line.toString(StandardCharsets.UTF_8));
                    line.reset();
                } else {
                    line.write(b);
                }
            }
        };
    }

    private void seen(String message) {
        try {
            if (McpSchema.deserializeJsonRpcMessage(json, message) instanceof McpSchema.JSONRPCResponse response) {
                answered(response.id());
            }
        } catch (IOException | RuntimeException notAMessage) {
            // Only the server's own messages pass here; a line that is none answers no request.
        }
    }
}
