package dev.mempalace.cli;

import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mempalace mcp}: an MCP server on standard input and output for one agent, until it closes its input. One
 * process keeps the index open and the model loaded, so every call after the first answers warm.
 */
@Command(name = "mcp", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Serve the memory to an agent over MCP on stdin/stdout (tools search_memory, read_note, "
                + "remember, memory_status, sync) until the client closes the connection.",
                "Standard output carries only the protocol; messages go to standard error."})
final class McpCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Override
    public Integer call() throws InterruptedException {
        Settings settings = top.settings();
        top.io().err().println("mempalace: MCP server on stdio; workspace " + settings.workspace() + ", index "
                + settings.index());
        String version = Optional.ofNullable(McpCommand.class.getPackage().getImplementationVersion())
                .orElse("development build");
        try (Composition app = Composition.open(settings)) {
            // The protocol's bytes go straight to the process's stdout, which no other writer touches meanwhile.
            app.serveMcp(settings, version, top.io().in(), System.out);
        }
        return ExitCodes.OK;
    }
}
