package dev.mempalace.adapter.cli;

import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.bootstrap.Composition;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code mempalace ingest}: syncs the index with the workspace, then embeds the new chunks. */
@Command(name = "ingest", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Sync the index with the workspace, then embed new chunks unless --no-embed.")
final class IngestCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Mixin
    private OutputOptions output;

    @Option(names = "--no-embed", description = "Only index the text; compute vectors later with 'embed'.")
    private boolean noEmbed;

    @Override
    public Integer call() {
        Io io = top.io();
        boolean json = output.json(io.terminal());
        IngestReport report;
        try (ProgressReporter progress = ProgressReporter.resumable(io.err(), io.terminal(), "ingest");
                Composition app = Composition.open(top.settings())) {
            report = app.ingest().ingest(!noEmbed, progress);
        }
        if (json) {
            Json.print(io.out(), top.located(IngestOutput.json(report)));
        } else {
            top.announce();
            io.out().print(IngestOutput.text(report));
            io.out().flush();
            report.warnings().forEach(w -> io.err().println("warning: " + Wording.of(w)));
        }
        report.skipped().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        return report.skipped().isEmpty() ? ExitCodes.OK : ExitCodes.NOTES_SKIPPED;
    }
}
