package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.StatusOutput;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code mempalace status}: what the index holds, vector coverage under the current model, and drift. */
@Command(name = "status", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Show notes, chunks, chunks without vectors, the model fingerprint and drift from disk.")
final class StatusCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Mixin
    private OutputOptions output;

    @Override
    public Integer call() throws IOException {
        Io io = top.io();
        boolean json = output.json(io.terminal());
        Settings settings = top.settings();
        StatusReport report;
        try (Composition app = top.open(settings)) {
            report = app.status().status();
        }
        if (json) {
            Json.print(io.out(), StatusOutput.json(settings, report));
        } else {
            io.out().print(StatusOutput.text(settings, report));
            io.out().flush();
        }
        return ExitCodes.OK;
    }
}
