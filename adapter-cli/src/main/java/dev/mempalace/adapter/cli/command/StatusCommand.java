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
import java.nio.file.Files;
import java.nio.file.Path;
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
        // A workspace without notes has no index yet, and status says so as zero notes in zero bytes; an index in
        // SolrCloud has no file here, and its bytes are counted as 0 too.
        Path file = settings.index().file().orElse(null);
        long bytes = file != null && Files.exists(file) ? Files.size(file) : 0;
        if (json) {
            Json.print(io.out(), StatusOutput.json(settings, bytes, report));
        } else {
            io.out().print(StatusOutput.text(settings, bytes, report));
            io.out().flush();
        }
        return ExitCodes.OK;
    }
}
