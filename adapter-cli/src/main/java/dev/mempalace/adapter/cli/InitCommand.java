package dev.mempalace.adapter.cli;

import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mempalace init [DIR]}: makes a folder a workspace on purpose, by giving it the {@code .mempalace} folder
 * that commands run inside it find, with a {@code .gitignore} that keeps the index out of version control.
 */
@Command(name = "init", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Make DIR (default: the current folder) a workspace: commands run inside it use its notes.")
final class InitCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Parameters(arity = "0..1", paramLabel = "DIR", description = "The folder of notes (created if need be).")
    private Path dir;

    @Override
    public Integer call() {
        Path folder = (dir != null ? dir : Path.of(System.getProperty("user.dir"))).toAbsolutePath().normalize();
        Path marker = folder.resolve(WorkspaceLocation.MARKER);
        boolean existed = Files.isDirectory(marker);
        try {
            Files.createDirectories(marker);
            Path ignore = marker.resolve(".gitignore");
            if (!Files.exists(ignore)) {
                Files.writeString(ignore, "# The index is a cache of the notes: never commit it.\n*\n",
                        StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot make " + folder + " a workspace: " + e.getMessage(), e);
        }
        top.io().out().println((existed ? "already a workspace: " : "workspace created: ") + folder);
        top.io().out().flush();
        return ExitCodes.OK;
    }
}
