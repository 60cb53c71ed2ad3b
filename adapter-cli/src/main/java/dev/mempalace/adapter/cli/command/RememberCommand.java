package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.adapter.cli.output.Wording;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.in.answer.RememberAnswer;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code mempalace remember}: writes a new note (never over another), then indexes and embeds it. */
@Command(name = "remember", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Write what you learned as a new note (body from --body or standard input), then index it; "
                + "prints the path written.")
final class RememberCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OutputOptions output;

    @Option(names = "--title", required = true, paramLabel = "TITLE", description = "The note's title; also its "
            + "file name, made unique.")
    private String title;

    @Option(names = "--tags", paramLabel = "TAG[,TAG...]", split = ",", description = "Tags for the front matter.")
    private List<String> tags;

    @Option(names = "--folder", paramLabel = "FOLDER", description = "A workspace-relative folder to write the note "
            + "in (created if need be; default: the workspace itself).")
    private String folder;

    @Option(names = "--body", paramLabel = "TEXT", description = "The Markdown body, at most 64 KiB (default: read "
            + "from standard input).")
    private String body;

    @Option(names = "--supersedes", paramLabel = "PATH", description = "A note this one replaces (repeatable): "
            + "written to the front matter, it retires that note without changing its file.")
    private List<String> supersedes;

    @Override
    public Integer call() throws IOException {
        if (title.isBlank()) {
            throw new ParameterException(spec.commandLine(), "--title is empty");
        }
        Io io = top.io();
        if (body == null && io.terminal()) {
            // Reading a terminal would otherwise wait without a word, which looks like a hang.
            io.err().println("mempalace: type the note, then press Ctrl-D on a line of its own (Ctrl-Z, Enter on "
                    + "Windows)");
            io.err().flush();
        }
        String text = body != null ? body : read(io.in(), spec);
        List<String> cleanTags = tags == null ? List.of()
                : tags.stream().map(String::strip).filter(t -> !t.isEmpty()).toList();
        NewNote note = new NewNote(title, text, cleanTags, Optional.ofNullable(folder).map(String::strip)
                .filter(f -> !f.isEmpty()), Optional.of("mempalace-cli"), supersedes == null ? List.of() : supersedes);
        Settings settings = top.settings();
        Remembered remembered;
        try (Composition app = top.open(settings)) {
            remembered = app.remember().remember(note);
        } catch (NoteRefused refused) {
            throw new ParameterException(spec.commandLine(), Wording.of(refused), refused);
        }
        if (output.json(io.terminal())) {
            Json.print(io.out(), top.located(RememberAnswer.of(remembered, settings.workspace(), Wording::of)));
        } else {
            top.announce();
            io.out().println(remembered.path());
            io.out().flush();
        }
        remembered.ingest().skipped().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        remembered.ingest().warnings().forEach(w -> io.warn(Wording.of(w)));
        remembered.similar().forEach(like -> io.warn(String.format(Locale.ROOT, "%s says much the same "
                + "(%s, similarity %.2f): to replace it rather than repeat it, remember with --supersedes %s",
                like.path(), like.title(), like.similarity(), like.path())));
        return ExitCodes.OK;
    }

    /**
     * The body piped in, read no further than one byte over the limit: a body too large is refused without reading
     * (or keeping) the rest, in-process and in the warm process alike.
     */
    private static String read(InputStream in, CommandSpec spec) throws IOException {
        byte[] bytes = in.readNBytes(RememberNote.MAX_BODY_BYTES + 1);
        if (bytes.length > RememberNote.MAX_BODY_BYTES) {
            throw new ParameterException(spec.commandLine(), Wording.pipedBodyTooLarge());
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
