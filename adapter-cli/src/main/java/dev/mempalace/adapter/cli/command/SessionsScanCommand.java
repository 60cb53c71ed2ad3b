package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.SessionsOutput;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.SessionScan;
import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.bootstrap.Composition;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code sessions scan}: what an import would redact, without writing anything. */
@Command(name = "scan", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "List the secrets an import would redact from the configured sources' transcripts, by kind "
                + "(never their values); nothing is written.")
final class SessionsScanCommand implements Callable<Integer> {

    @ParentCommand
    private SessionsCommand sessions;

    @Mixin
    private OutputOptions output;

    @Override
    public Integer call() {
        MempalaceCommand top = sessions.top();
        Io io = top.io();
        SessionScan scan;
        try (Composition app = top.open(top.settings())) {
            scan = app.importSessions().scan();
        }
        if (output.json(io.terminal())) {
            Json.print(io.out(), top.located(SessionImportAnswer.of(scan)));
        } else {
            top.announce();
            io.out().print(SessionsOutput.text(scan));
            io.out().flush();
        }
        scan.unreadable().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        return scan.unreadable().isEmpty() ? ExitCodes.OK : ExitCodes.NOTES_SKIPPED;
    }
}
