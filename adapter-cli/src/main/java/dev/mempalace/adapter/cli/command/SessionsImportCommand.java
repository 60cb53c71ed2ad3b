package dev.mempalace.adapter.cli.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.IngestOutput;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.ProgressReporter;
import dev.mempalace.adapter.cli.output.SessionsOutput;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.SessionSourceRefused;
import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.bootstrap.Composition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code sessions import}: imports one transcript (a harness's end-of-session hook names it) or every configured
 * source's new and grown ones, then indexes them as {@code ingest} does, so that they are found at once.
 */
@Command(name = "import", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Import one transcript (--transcript, or --hook-input) or every configured source's new and "
                + "grown transcripts, then index them.")
final class SessionsImportCommand implements Callable<Integer> {

    @ParentCommand
    private SessionsCommand sessions;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OutputOptions output;

    @Option(names = "--transcript", paramLabel = "PATH", description = "The transcript to import.")
    private Path transcript;

    @Option(names = "--hook-input", description = "Read the transcript's path from the hook's JSON on standard "
            + "input (its transcript_path field, as a harness's session-end hook gives it); JSON without one "
            + "imports the configured sources.")
    private boolean hookInput;

    @Option(names = "--harness", paramLabel = "NAME", description = "The transcript's harness (default: the one "
            + "whose format it holds).")
    private String harness;

    @Option(names = "--no-embed", description = "Only index the text; compute vectors later with 'embed'.")
    private boolean noEmbed;

    @Override
    public Integer call() {
        if (hookInput && transcript != null) {
            throw usage("--transcript and --hook-input are mutually exclusive");
        }
        if (harness != null && !hookInput && transcript == null) {
            throw usage("--harness names the harness of one transcript: give --transcript PATH or --hook-input");
        }
        MempalaceCommand top = sessions.top();
        Io io = top.io();
        Optional<Path> path = hookInput ? fromHook(io) : Optional.ofNullable(transcript);
        SessionImport imported;
        IngestReport report;
        try (ProgressReporter progress = ProgressReporter.resumable(io, "ingest");
                Composition app = top.open(top.settings())) {
            // Checked as sessions add checks it, before a hook's input decides whether the harness is used at all.
            List<String> known = app.configureSessions().harnesses();
            if (harness != null && !known.contains(harness)) {
                throw usage(SessionSourceRefused.unknownHarness(harness, known).getMessage());
            }
            imported = path.map(p -> app.importSessions().importTranscript(p.toAbsolutePath().normalize()
                    .toString(), Optional.ofNullable(harness))).orElseGet(() -> app.importSessions()
                    .importConfigured());
            report = app.ingest().ingest(!noEmbed, progress);
        }
        if (output.json(io.terminal())) {
            Map<String, Object> root = new LinkedHashMap<>(SessionImportAnswer.of(imported));
            root.put("ingest", IngestOutput.json(report));
            Json.print(io.out(), top.located(root));
        } else {
            top.announce();
            io.out().print(SessionsOutput.text(imported));
            io.out().print(IngestOutput.text(report));
            io.out().flush();
        }
        imported.unreadable().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        report.skipped().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        return imported.unreadable().isEmpty() && report.skipped().isEmpty() ? ExitCodes.OK : ExitCodes.NOTES_SKIPPED;
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** The hook's transcript; none when its JSON names none (a hook of a harness that does not say). */
    private Optional<Path> fromHook(Io io) {
        try {
            String path = Json.parse(new String(io.in().readAllBytes(), StandardCharsets.UTF_8))
                    .path("transcript_path").asText("");
            return path.isBlank() ? Optional.empty() : Optional.of(io.path(path));
        } catch (JsonProcessingException e) {
            throw new ParameterException(spec.commandLine(), "--hook-input: standard input is not JSON ("
                    + e.getOriginalMessage() + ")", e);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "--hook-input: cannot read standard input", e);
        }
    }
}
