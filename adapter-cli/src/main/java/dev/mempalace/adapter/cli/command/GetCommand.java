package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.answer.NoteAnswer;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code mempalace get PATH[:FROM[-TO]]}: a note, or the lines a search hit points to, read from the workspace. */
@Command(name = "get", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Print a note of the workspace, or lines FROM to TO of it, with line numbers.")
final class GetCommand implements Callable<Integer> {

    /** A path, then optionally {@code :FROM} or {@code :FROM-TO}. */
    private static final Pattern TARGET = Pattern.compile("(.+?)(?::(\\d{1,9})(?:-(\\d{1,9}))?)?");

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OutputOptions output;

    @Parameters(paramLabel = "PATH[:FROM[-TO]]", description = "A workspace-relative note path, as search prints it, "
            + "with an optional line or line range (e.g. runbooks/x.md:12-30).")
    private String target;

    @Override
    public Integer call() {
        Matcher m = TARGET.matcher(target);
        if (!m.matches()) {
            throw new ParameterException(spec.commandLine(), "not a note path: '" + target + "'");
        }
        Optional<LineRange> lines = Optional.empty();
        if (m.group(2) != null) {
            int from = Integer.parseInt(m.group(2));
            int to = m.group(3) == null ? from : Integer.parseInt(m.group(3));
            if (from < 1 || to < from) {
                throw new ParameterException(spec.commandLine(), "lines must run from 1 upwards, and TO must not come "
                        + "before FROM: '" + target + "'");
            }
            lines = Optional.of(new LineRange(from, to));
        }
        Io io = top.io();
        Settings settings = top.settings();
        NoteLines note;
        try (Composition app = top.open(settings)) {
            note = app.readNote().read(m.group(1), lines);
        }
        if (lines.isPresent() && lines.get().from() > note.total()) {
            throw new ParameterException(spec.commandLine(), note.path() + " has " + note.total() + " line"
                    + (note.total() == 1 ? "" : "s") + "; line " + lines.get().from() + " is past its end");
        }
        if (!note.replacedBy().isEmpty()) {
            io.warn(note.path() + " is superseded by " + String.join(", ", note.replacedBy()) + ": read that instead");
        }
        if (output.json(io.terminal())) {
            Json.print(io.out(), top.located(NoteAnswer.of(note, settings.workspace())));
        } else {
            top.announce();
            int width = Integer.toString(Math.max(1, note.to())).length();
            for (int i = 0; i < note.lines().size(); i++) {
                io.out().printf("%" + width + "d  %s%n", note.from() + i, note.lines().get(i));
            }
            io.out().flush();
        }
        return ExitCodes.OK;
    }
}
