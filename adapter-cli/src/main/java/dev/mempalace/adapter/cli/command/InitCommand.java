package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.bootstrap.IndexFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code mempalace init [DIR]}: makes a folder a workspace on purpose, by giving it the {@code .mempalace} folder
 * that commands run inside it find, with a {@code .gitignore} that keeps the index out of version control. The
 * folder is DIR, else the one {@code --workspace} or {@code MEMPALACE_WORKSPACE} names, else the current one;
 * DIR wins over the variable, and DIR with another {@code --workspace} is a usage error.
 */
@Command(name = "init", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Make DIR (default: --workspace, else MEMPALACE_WORKSPACE, else the current folder) a "
                + "workspace: commands run inside it use its notes.")
final class InitCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "DIR", description = "The folder of notes (created, with any missing "
            + "folder above it, if need be).")
    private Path dir;

    @Override
    public Integer call() {
        Path folder = folder().toAbsolutePath().normalize();
        boolean existed = Files.isDirectory(folder);
        boolean marked;
        try {
            marked = IndexFolder.mark(folder);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot make " + folder + " a workspace: " + e.getMessage(), e);
        }
        String said = marked ? "already a workspace: " : existed ? "workspace created: " : "folder and workspace "
                + "created: ";
        top.io().out().println(said + folder);
        top.io().out().flush();
        return ExitCodes.OK;
    }

    private Path folder() {
        WorkspaceLocation location = top.location();
        if (dir == null) {
            return switch (location.found()) {
                case OPTION, VARIABLE -> location.folder();
                case ENCLOSING, USER_STORE -> top.io().folder();
            };
        }
        if (location.found() == WorkspaceLocation.Found.OPTION && !same(location.folder(), dir)) {
            throw new ParameterException(spec.commandLine(), "DIR " + dir + " and --workspace " + location.folder()
                    + " name different folders; give one");
        }
        return dir;
    }

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
