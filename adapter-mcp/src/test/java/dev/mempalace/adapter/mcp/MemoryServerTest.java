package dev.mempalace.adapter.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The server over piped streams, speaking newline-delimited JSON-RPC as a client on stdio would. */
class MemoryServerTest {

    private final Memory memory = new Memory();
    private final ExecutorService thread = Executors.newSingleThreadExecutor();
    private final List<String> calls = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        thread.shutdownNow();
    }

    @Test
    void answers_a_client_with_only_protocol_on_its_output_survives_bad_lines_and_returns_when_the_input_ends() throws Exception {
        PipedOutputStream toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
        PipedInputStream fromServer = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(fromServer);
        Future<?> serving = thread.submit(() -> {
            new MemoryServer(memory.tools, "test", (tool, nanos) -> calls.add(tool)).serve(serverIn, serverOut);
            return null;
        });
        BufferedReader replies = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));

        send(toServer, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"probe\",\"version\":\"1\"}}}");
        String initialized = replies.readLine();
        send(toServer, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        send(toServer, "this is not JSON");
        String notJson = replies.readLine();
        send(toServer, "{\"not\": \"JSON-RPC\"}");
        String notJsonRpc = replies.readLine();
        send(toServer, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}");
        String listed = replies.readLine();
        send(toServer, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"remember\","
                + "\"arguments\":{\"title\":\"Proxy fix\",\"body\":\"Set the proxy.\"}}}");
        String remembered = replies.readLine();
        send(toServer, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":{\"name\":\"read_note\","
                + "\"arguments\":{\"path\":\"../../etc/passwd\"}}}");
        String refused = replies.readLine();
        toServer.close();
        serving.get(1, TimeUnit.MINUTES);

        assertTrue(initialized.contains("\"name\":\"mempalace\""), initialized);
        assertEquals(ClientInput.PARSE_ERROR.strip(), notJson);
        assertEquals(ClientInput.PARSE_ERROR.strip(), notJsonRpc);
        for (String tool : new String[] {"search_memory", "read_note", "remember", "memory_status", "sync"}) {
            assertTrue(listed.contains("\"name\":\"" + tool + "\""), listed);
        }
        assertTrue(listed.contains("\"title\":\"Remember\",\"readOnlyHint\":false,\"destructiveHint\":false,"
                + "\"idempotentHint\":false"), listed);
        assertTrue(remembered.contains("\"path\":\"proxy-fix.md\""), remembered);
        assertFalse(remembered.contains("\"isError\":true"), remembered);
        assertTrue(memory.source.text("proxy-fix.md").contains("client: probe\n"));
        assertTrue(refused.contains("\"isError\":true") && refused.contains("../../etc/passwd"), refused);
        assertEquals(List.of("remember", "read_note"), calls);
    }

    private static void send(OutputStream out, String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
