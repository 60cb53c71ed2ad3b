package dev.mempalace.adapter.cli.command;

import dev.mempalace.application.port.in.CheckOptions;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.answer.CheckupAnswer;
import dev.mempalace.adapter.cli.output.DoctorText;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code mempalace doctor}: the memory's checkup; reports, never changes a note (exit 12 when it found some). */
@Command(name = "doctor", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Check the notes for duplicates, broken links, orphans, supersession knots, stale and unused "
                + "notes, each with the command to act on it; changes nothing. Exit 12 when it found something.")
final class DoctorCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OutputOptions output;

    @Option(names = "--stale-days", paramLabel = "N", description = "A note dated more than N days ago and not "
            + "retrieved since is stale (default: 365).")
    private int staleDays = CheckOptions.DEFAULT.staleDays();

    @Option(names = "--unused-days", paramLabel = "N", description = "A note no answer returned in the last N days "
            + "is never retrieved (default: 90).")
    private int unusedDays = CheckOptions.DEFAULT.unusedDays();

    @Override
    public Integer call() {
        CheckOptions options;
        try {
            options = new CheckOptions(staleDays, unusedDays);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--stale-days and --unused-days take 1 or more");
        }
        Io io = top.io();
        Settings settings = top.settings();
        Checkup checkup;
        try (Composition app = top.open(settings)) {
            checkup = app.check().check(options);
        }
        if (output.json(io.terminal())) {
            Json.print(io.out(), CheckupAnswer.of(checkup));
        } else {
            top.announce();
            io.out().print(DoctorText.of(checkup));
            io.out().flush();
        }
        return checkup.foundSomething() ? ExitCodes.FOUND : ExitCodes.OK;
    }
}
