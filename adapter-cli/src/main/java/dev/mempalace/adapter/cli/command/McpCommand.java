package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.ObjLongConsumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mempalace mcp}: an MCP server on standard input and output for one agent, until it closes its input. One
 * process keeps the index open and the model loaded, so every call after the first answers warm.
 */
@Command(name = "mcp", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Serve the memory to an agent over MCP on stdin/stdout (tools search_memory, read_note, "
                + "remember, memory_status, sync, check_memory) until the client closes the connection.",
                "Standard output carries only the protocol; messages go to standard error, and with --timings one "
                        + "line per tool call: timings: {\"tool\": NAME, \"millis\": M}."})
final class McpCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Override
    public Integer call() throws InterruptedException {
        Settings settings = top.settings();
        top.announce();
        String version = Optional.ofNullable(McpCommand.class.getPackage().getImplementationVersion())
                .orElse("development build");
        ObjLongConsumer<String> callTimes = top.timings().isPresent()
                ? (tool, nanos) -> top.io().err().println(String.format(Locale.ROOT,
                        "timings: {\"tool\": \"%s\", \"millis\": %.2f}", tool, nanos / 1e6))
                : (tool, nanos) -> { };
        try (Composition app = Composition.serving(settings, false)) {
            // The protocol's bytes go straight to the process's stdout, which no other writer touches meanwhile.
            app.serveMcp(settings, version, callTimes, top.io().in(), System.out);
        }
        return ExitCodes.OK;
    }
}
