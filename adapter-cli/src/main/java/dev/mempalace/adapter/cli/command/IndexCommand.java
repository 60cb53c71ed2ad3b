package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.Version;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code index}: what is done to the index as a whole. */
@Command(name = "index", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Work on the index as a whole: copy it to another index.",
        subcommands = {IndexCopyCommand.class})
final class IndexCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "an index command is required: "
                + String.join(", ", spec.subcommands().keySet()));
    }

    /** The top command, for the subcommands. */
    MempalaceCommand top() {
        return top;
    }
}
