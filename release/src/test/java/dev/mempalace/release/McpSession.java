package dev.mempalace.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** {@code mempalace mcp} driven over its standard input and output, one JSON-RPC message a line. */
final class McpSession {

    private static final ObjectMapper JSON = new ObjectMapper();

    private McpSession() {
    }

    /**
     * Sends each message in turn, and after each request (a message with an id) waits for its answer; then closes
     * the server's input and asserts that it ended with exit 0. Returns the answers in order.
     */
    static List<JsonNode> exchange(Path dir, Map<String, String> env, Path command, String... messages) {
        return assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            ProcessBuilder builder = new ProcessBuilder(command.toString(), "mcp").directory(dir.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().clear();
            builder.environment().putAll(env);
            Process server = builder.start();
            List<JsonNode> answers = new ArrayList<>();
            try (Writer in = new OutputStreamWriter(server.getOutputStream(), StandardCharsets.UTF_8);
                 BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
                         StandardCharsets.UTF_8))) {
                for (String message : messages) {
                    in.write(message + "\n");
                    in.flush();
                    JsonNode sent = JSON.readTree(message);
                    if (sent.has("id")) {
                        answers.add(answerTo(sent.get("id"), out));
                    }
                }
            }
            if (!server.waitFor(1, TimeUnit.MINUTES)) {
                server.destroyForcibly();
                throw new AssertionError("the server did not end when its input closed");
            }
            assertEquals(0, server.exitValue(), answers::toString);
            return answers;
        });
    }

    private static JsonNode answerTo(JsonNode id, BufferedReader out) throws IOException {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            JsonNode message = JSON.readTree(line);
            if (id.equals(message.get("id"))) {
                return message;
            }
        }
        throw new AssertionError("the server ended before answering request " + id);
    }
}
