package dev.mempalace.adapter.mcp;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.ObjLongConsumer;

/**
 * MemPalace as an MCP server over stdio: one client, newline-delimited JSON-RPC on the streams given, and the
 * memory's tools. It holds its use cases (and so the index and the model) for as long as it serves.
 */
public final class MemoryServer {

    static final String NAME = "mempalace";

    private static final String INSTRUCTIONS = "MemPalace is this user's long-term memory, shared by all their "
            + "agents: Markdown notes searched by words and meaning. Call search_memory before a task to find what "
            + "is already known, read_note to read a hit in full, and remember to save what you learned (a "
            + "decision, a fix, a convention) for next time.";

    private final MemoryTools tools;
    private final String version;
    private final ObjLongConsumer<String> callTimes;

    /** A server over the use cases; {@code callTimes} is told each tool call's name and nanoseconds. */
    public MemoryServer(MemoryUseCases memory, String version, ObjLongConsumer<String> callTimes) {
        this(new MemoryTools(memory), version, callTimes);
    }

    MemoryServer(MemoryTools tools, String version, ObjLongConsumer<String> callTimes) {
        this.tools = tools;
        this.version = version;
        this.callTimes = callTimes;
    }

    /**
     * Serves one client over the streams until its input ends and every request read has been answered; nothing but
     * protocol goes to {@code out}.
     */
    public void serve(InputStream in, OutputStream out) throws InterruptedException {
        CountDownLatch ended = new CountDownLatch(1);
        McpJsonMapper json = McpJsonDefaults.getMapper();
        Answers answers = new Answers(json);
        OutputStream watched = answers.watching(out);
        StdioServerTransportProvider transport = new StdioServerTransportProvider(json,
                new ClientInput(in, watched, json, new CallCheck(tools), ended, answers), watched);
        McpSyncServer server = McpServer.sync(transport)
                .serverInfo(NAME, version)
                .instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(specifications())
                .build();
        try {
            ended.await();
        } finally {
            server.closeGracefully();
        }
    }

    private List<SyncToolSpecification> specifications() {
        return tools.tools().stream().map(tool -> SyncToolSpecification.builder()
                .tool(McpSchema.Tool.builder(tool.name(), tool.inputSchema())
                        .title(tool.title())
                        .description(tool.description())
                        .annotations(new McpSchema.ToolAnnotations(tool.title(), tool.effect().readOnly(), false,
                                tool.effect().idempotent(), false, null))
                        .build())
                .callHandler((exchange, request) -> {
                    long start = System.nanoTime();
                    McpSchema.CallToolResult result = result(tools.call(request.name(), request.arguments(),
                            client(exchange)));
                    callTimes.accept(request.name(), System.nanoTime() - start);
                    return result;
                })
                .build()).toList();
    }

    private static Optional<String> client(McpSyncServerExchange exchange) {
        return Optional.ofNullable(exchange.getClientInfo()).map(McpSchema.Implementation::name)
                .filter(name -> !name.isBlank());
    }

    private static McpSchema.CallToolResult result(MemoryTools.Answer answer) {
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder()
                .addTextContent(answer.text())
                .isError(answer.error());
        if (!answer.error()) {
            result.structuredContent(answer.json());
        }
        return result.build();
    }
}
