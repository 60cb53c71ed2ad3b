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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The server over piped streams, speaking newline-delimited JSON-RPC as a client on stdio would. */
class MemoryServerTest {

    private final Memory memory = new Memory();
    private final ExecutorService thread = Executors.newSingleThreadExecutor();
    private final List<String> calls = new CopyOnWriteArrayList<>();
    private PipedOutputStream toServer;
    private BufferedReader replies;
    private Future<?> serving;

    @BeforeEach
    void start() throws IOException {
        toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
        PipedInputStream fromServer = new PipedInputStream(1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream(fromServer);
        serving = thread.submit(() -> {
            new MemoryServer(memory.tools, "test", (tool, nanos) -> calls.add(tool)).serve(serverIn, serverOut);
            return null;
        });
        replies = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));
    }

    @AfterEach
    void stop() {
        thread.shutdownNow();
    }

    @Test
    void answers_a_client_with_only_protocol_on_its_output_survives_bad_lines_and_returns_when_the_input_ends() throws Exception {
        String initialized = initialize();
        send("this is not JSON");
        String notJson = replies.readLine();
        send("{\"not\": \"JSON-RPC\"}");
        String notJsonRpc = replies.readLine();
        send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}");
        String listed = replies.readLine();
        send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"remember\","
                + "\"arguments\":{\"title\":\"Proxy fix\",\"body\":\"Set the proxy.\"}}}");
        String remembered = replies.readLine();
        send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":{\"name\":\"read_note\","
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

    @Test
    void a_client_that_closes_its_input_right_after_its_requests_gets_every_answer_before_the_server_ends()
            throws Exception {
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"script\",\"version\":\"1\"}}}");
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"remember\","
                + "\"arguments\":{\"title\":\"Piped fix\",\"body\":\"Sent and closed at once.\"}}}");
        send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"forget\","
                + "\"arguments\":{}}}");
        send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":{\"name\":\"memory_status\","
                + "\"arguments\":{}}}");
        toServer.close();
        serving.get(1, TimeUnit.MINUTES);

        List<String> answered = List.of(replies.readLine(), replies.readLine(), replies.readLine(),
                replies.readLine());
        for (int id = 1; id <= 4; id++) {
            String key = "\"id\":" + id + ",";
            assertEquals(1, answered.stream().filter(line -> line.contains(key)).count(), id + " in " + answered);
        }
        assertTrue(memory.source.text("piped-fix.md").contains("Sent and closed at once."));
        // Each tool ran once; in which order they ended is the SDK's workers' affair, as requests sent without
        // awaiting their answers may be served side by side.
        assertEquals(List.of("memory_status", "remember"), calls.stream().sorted().toList());
    }

    @Test
    void a_call_of_a_tool_that_does_not_exist_is_told_the_name_it_asked_for_and_the_tools_there_are()
            throws Exception {
        initialize();
        send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"forget\","
                + "\"arguments\":{}}}");

        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32602,\"message\":\"no tool named forget; "
                + "the tools are search_memory, read_note, remember, memory_status, sync, check_memory\"}}", replies.readLine());
        assertEquals(List.of(), calls);
    }

    @Test
    void arguments_that_are_not_an_object_are_answered_in_plain_words() throws Exception {
        initialize();
        send("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tools/call\",\"params\":{\"name\":\"search_memory\","
                + "\"arguments\":\"{\\\"query\\\": \\\"gradle\\\"}\"}}");
        String quoted = replies.readLine();
        send("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"search_memory\","
                + "\"arguments\":[\"gradle\"]}}");
        String listed = replies.readLine();

        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"error\":{\"code\":-32602,\"message\":\"arguments must be "
                + "a JSON object of the tool's parameters, such as {\\\"query\\\": \\\"gradle proxy\\\"}, not a "
                + "string\"}}", quoted);
        assertTrue(listed.contains("\"id\":9") && listed.endsWith("not an array\"}}"), listed);
        assertEquals(List.of(), calls);
    }

    private String initialize() throws IOException {
        send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"probe\",\"version\":\"1\"}}}");
        String initialized = replies.readLine();
        send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        return initialized;
    }

    private void send(String line) throws IOException {
        OutputStream out = toServer;
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
