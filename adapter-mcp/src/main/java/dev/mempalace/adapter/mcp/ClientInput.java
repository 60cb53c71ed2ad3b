package dev.mempalace.adapter.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;

/**
 * The client's input as the transport reads it: only the lines that are JSON-RPC messages. The SDK's transport
 * ends the session on a line it cannot read, so any other line is answered here with a JSON-RPC parse error and
 * left out: one bad line never ends the session. A tool call that {@link CallCheck} refuses is answered here too.
 * The end of the input releases the server once every request passed on has been answered.
 */
final class ClientInput extends InputStream {

    static final String PARSE_ERROR = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,"
            + "\"message\":\"Parse error: the line is not a JSON-RPC message\"}}\n";

    private final BufferedReader lines;
    private final OutputStream out;
    private final McpJsonMapper json;
    private final CallCheck check;
    private final CountDownLatch ended;
    private final Answers answers;
    private byte[] pending = new byte[0];
    private int next;

    /** Reads {@code in}; answers bad lines on {@code out}, which the transport also writes, under its lock. */
    ClientInput(InputStream in, OutputStream out, McpJsonMapper json, CallCheck check, CountDownLatch ended,
            Answers answers) {
        this.lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.json = json;
        this.check = check;
        this.ended = ended;
        this.answers = answers;
    }

    @Override
    public int read() throws IOException {
        return fill() ? pending[next++] & 0xff : -1;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int count = Math.min(length, pending.length - next);
        System.arraycopy(pending, next, buffer, offset, count);
        next += count;
        return count;
    }

    /** Makes sure bytes of an accepted line are pending; false at the end of the input. */
    private boolean fill() throws IOException {
        while (next == pending.length) {
            String line = lines.readLine();
            if (line == null) {
                awaitAnswers();
                ended.countDown();
                return false;
            }
            if (accepted(line)) {
                pending = (line + "\n").getBytes(StandardCharsets.UTF_8);
                next = 0;
            }
        }
        return true;
    }

    private boolean accepted(String line) throws IOException {
        if (line.isBlank()) {
            return false;
        }
        McpSchema.JSONRPCMessage message;
        try {
            message = McpSchema.deserializeJsonRpcMessage(json, line);
        } catch (IOException | RuntimeException notJsonRpc) {
            answer(PARSE_ERROR);
            return false;
        }
        Optional<McpSchema.JSONRPCResponse> refusal = check.refusal(message);
        if (refusal.isPresent()) {
            answer(json.writeValueAsString(refusal.get()) + "\n");
            return false;
        }
        if (message instanceof McpSchema.JSONRPCRequest request) {
            answers.asked(request.id());
        }
        return true;
    }

    private void awaitAnswers() {
        try {
            answers.awaitAll();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void answer(String reply) throws IOException {
        // The transport writes whole messages while it holds the stream's lock; so does this answer.
        synchronized (out) {
            out.write(reply.getBytes(StandardCharsets.UTF_8));
            out.flush();
        }
    }
}
