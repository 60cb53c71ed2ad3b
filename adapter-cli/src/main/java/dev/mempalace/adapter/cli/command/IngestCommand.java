package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.IngestOutput;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.ProgressReporter;
import dev.mempalace.adapter.cli.output.SessionsOutput;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.adapter.cli.output.Wording;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.bootstrap.Composition;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code mempalace ingest}: syncs the index with the workspace, then embeds the new chunks. */
@Command(name = "ingest", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Import new and grown session transcripts of the configured sources, sync the index with the "
                + "workspace, then embed new chunks unless --no-embed.")
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
        SessionImport sessions;
        try (ProgressReporter progress = ProgressReporter.resumable(io, "ingest");
                Composition app = top.open(top.settings())) {
            sessions = app.importSessions().importConfigured();
            report = app.ingest().ingest(!noEmbed, progress);
        }
        if (json) {
            Map<String, Object> root = new LinkedHashMap<>(IngestOutput.json(report));
            root.put("sessions", SessionImportAnswer.of(sessions));
            Json.print(io.out(), top.located(root));
        } else {
            top.announce();
            if (sessions.sources() > 0) {
                io.out().print(SessionsOutput.text(sessions));
            }
            io.out().print(IngestOutput.text(report));
            io.out().flush();
            report.warnings().forEach(w -> io.err().println("warning: " + Wording.of(w)));
        }
        sessions.unreadable().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        report.skipped().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        return report.skipped().isEmpty() && sessions.unreadable().isEmpty() ? ExitCodes.OK : ExitCodes.NOTES_SKIPPED;
    }
}
