package dev.mempalace.acceptance.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The product's MCP server, wired by the bootstrap as {@code mempalace mcp} wires it, serving in this process over
 * pipes; a call answers the tool's structured content, as JSON of the command line's library.
 */
final class McpPipe implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ExecutorService thread = Executors.newSingleThreadExecutor();
    private final PipedOutputStream toServer = new PipedOutputStream();
    private final BufferedReader replies;
    private final Future<?> serving;
    private int ids;

    private McpPipe(Settings settings) throws IOException {
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 20);
        PipedInputStream fromServer = new PipedInputStream(1 << 20);
        PipedOutputStream serverOut = new PipedOutputStream(fromServer);
        replies = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));
        serving = thread.submit(() -> {
            try (Composition app = Composition.open(settings)) {
                app.serveMcp(settings, "test", (tool, nanos) -> { }, serverIn, serverOut);
            }
            return null;
        });
    }

    /** A server over the settings' store, past its handshake with a client. */
    static McpPipe serve(Settings settings) throws IOException {
        McpPipe pipe = new McpPipe(settings);
        pipe.request("initialize", Map.of("protocolVersion", "2025-06-18", "capabilities", Map.of(),
                "clientInfo", Map.of("name", "answer-shape", "version", "1")));
        pipe.send(Map.of("jsonrpc", "2.0", "method", "notifications/initialized"));
        return pipe;
    }

    /** The structured content of a tool's answer; an error fails the caller. */
    JsonNode call(String tool, Map<String, Object> arguments) throws IOException {
        JsonNode result = request("tools/call", Map.of("name", tool, "arguments", arguments));
        if (result.path("isError").asBoolean()) {
            throw new AssertionError(tool + " failed: " + result);
        }
        return result.get("structuredContent");
    }

    private JsonNode request(String method, Map<String, Object> params) throws IOException {
        int id = ++ids;
        send(Map.of("jsonrpc", "2.0", "id", id, "method", method, "params", params));
        while (true) {
            String line = replies.readLine();
            if (line == null) {
                throw new AssertionError("the server ended before it answered " + method);
            }
            JsonNode reply = JSON.readTree(line);
            if (reply.path("id").asInt() == id) {
                if (reply.has("error")) {
                    throw new AssertionError(method + ": " + reply);
                }
                return reply.get("result");
            }
        }
    }

    private void send(Map<String, Object> message) throws IOException {
        toServer.write((JSON.writeValueAsString(message) + "\n").getBytes(StandardCharsets.UTF_8));
        toServer.flush();
    }

    @Override
    public void close() throws IOException {
        toServer.close();
        try {
            serving.get(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while the server ended", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("the server did not end cleanly", e);
        } finally {
            thread.shutdownNow();
        }
    }
}
