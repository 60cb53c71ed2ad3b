package dev.mempalace.acceptance.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.acceptance.cli.Mempalace;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A real {@code mempalace mcp} subprocess, started through the repository's launcher, and the SDK's client
 * talking to it over stdio as an agent would.
 */
public final class McpServerProcess implements AutoCloseable {

    /** Generous: the first call of a build may extract the bundled model into the cache. */
    private static final Duration TIMEOUT = Duration.ofMinutes(5);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final McpSyncClient client;

    /** Starts a server on the workspace (and its default index) and opens a session as {@code clientName}. */
    public McpServerProcess(Path workspace, String clientName) {
        this(workspace, clientName, List.of());
    }

    /** The same, the server started through {@code asUser}, a command that runs the rest as another user. */
    public McpServerProcess(Path workspace, String clientName, List<String> asUser) {
        List<String> command = new ArrayList<>(asUser);
        command.addAll(List.of(Mempalace.launcher().toString(), "--workspace", workspace.toString(), "mcp"));
        ServerParameters server = ServerParameters.builder(command.get(0))
                .args(command.subList(1, command.size()))
                // The server inherits this process's environment; the blank values mask any MEMPALACE_* there.
                .env(Map.of("MEMPALACE_CACHE", Mempalace.CACHE.toString(), "MEMPALACE_WORKSPACE", "",
                        "MEMPALACE_INDEX", "", "MEMPALACE_MODEL_DIR", "", "MEMPALACE_MODEL", ""))
                .build();
        client = McpClient.sync(new StdioClientTransport(server, McpJsonDefaults.getMapper()))
                .requestTimeout(TIMEOUT)
                .initializationTimeout(TIMEOUT)
                .clientInfo(McpSchema.Implementation.builder(clientName, "1.0").build())
                .build();
        client.initialize();
    }

    /** The names of the tools the server lists. */
    public List<String> tools() {
        return client.listTools().tools().stream().map(McpSchema.Tool::name).toList();
    }

    /** Calls a tool and returns its answer: the text, its structured content if any, and whether it is an error. */
    public Answer call(String tool, Map<String, Object> arguments) {
        McpSchema.CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
        String text = result.content().stream().map(content -> ((McpSchema.TextContent) content).text())
                .collect(Collectors.joining());
        Optional<JsonNode> structured = Optional.ofNullable(result.structuredContent()).map(JSON::valueToTree);
        return new Answer(text, structured, Boolean.TRUE.equals(result.isError()));
    }

    /** Calls a tool that must succeed and answers JSON. */
    public JsonNode json(String tool, Map<String, Object> arguments) {
        return call(tool, arguments).json();
    }

    @Override
    public void close() {
        client.closeGracefully();
    }

    /** A tool's answer: its text content, its structured content, and whether the server flagged it as an error. */
    public record Answer(String text, Optional<JsonNode> structured, boolean error) {

        /** The answer as JSON, structured or else its text; an error fails the caller. */
        public JsonNode json() {
            if (error) {
                throw new AssertionError("the tool failed: " + text);
            }
            if (structured.isPresent()) {
                return structured.get();
            }
            try {
                return JSON.readTree(text);
            } catch (JsonProcessingException e) {
                throw new AssertionError("the tool answered no JSON: " + text, e);
            }
        }
    }
}
