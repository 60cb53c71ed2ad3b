package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.EmbedOutput;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.ProgressReporter;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.bootstrap.Composition;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code mempalace embed}: computes the missing vectors of an existing index, resumably. */
@Command(name = "embed", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Compute the vectors the index is missing for the current model.")
final class EmbedCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Mixin
    private OutputOptions output;

    @Override
    public Integer call() {
        Io io = top.io();
        boolean json = output.json(io.terminal());
        EmbedReport report;
        try (ProgressReporter progress = ProgressReporter.resumable(io, "embed");
                Composition app = top.open(top.settings())) {
            report = app.embed().embed(progress);
        }
        if (json) {
            Json.print(io.out(), top.located(EmbedOutput.json(report)));
        } else {
            top.announce();
            io.out().println(EmbedOutput.text(report));
            io.out().flush();
        }
        return ExitCodes.OK;
    }
}
