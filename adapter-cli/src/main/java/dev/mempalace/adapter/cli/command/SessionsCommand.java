package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.SessionsOutput;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.SessionSourceRefused;
import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.domain.session.SessionSource;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code sessions}: which agents' session transcripts this store imports, and importing them. */
@Command(name = "sessions", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Import agents' session transcripts into memory.",
        subcommands = {SessionsCommand.Add.class, SessionsCommand.ListSources.class, SessionsCommand.Remove.class,
                SessionsScanCommand.class, SessionsImportCommand.class})
final class SessionsCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "a sessions command is required: "
                + String.join(", ", spec.subcommands().keySet()));
    }

    /** The top command, for the subcommands. */
    MempalaceCommand top() {
        return top;
    }

    /** {@code sessions add HARNESS [DIR]}. */
    @Command(name = "add", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Import this harness's sessions from now on (from DIR, else its default folders).")
    static final class Add implements Callable<Integer> {

        @ParentCommand
        private SessionsCommand sessions;

        @Spec
        private CommandSpec spec;

        @Mixin
        private OutputOptions output;

        @Parameters(index = "0", paramLabel = "HARNESS",
                description = "The harness's name (an unknown one is refused with the names known).")
        private String harness;

        @Parameters(index = "1", arity = "0..1", paramLabel = "DIR",
                description = "The folder of its transcripts (default: the harness's own folders).")
        private Path folder;

        @Option(names = "--name", paramLabel = "NAME", description = "The source's name (default: the harness).")
        private String name;

        @ArgGroup(exclusive = true)
        private Scope scope;

        /** Which sessions the source takes. */
        static final class Scope {

            @Option(names = "--all-projects", description = "Every session, wherever it ran (the default in the "
                    + "user's store).")
            private boolean all;

            @Option(names = "--project", paramLabel = "DIR", description = "Only sessions run inside DIR (the "
                    + "default in a project workspace: the workspace).")
            private Path project;
        }

        @Override
        public Integer call() {
            MempalaceCommand top = sessions.top();
            Io io = top.io();
            SessionSource added;
            try (Composition app = top.open(top.settings())) {
                added = app.configureSessions().add(harness, Optional.ofNullable(folder).map(Add::absolute),
                        project(top), Optional.ofNullable(name));
            } catch (SessionSourceRefused e) {
                throw new ParameterException(spec.commandLine(), e.getMessage(), e);
            }
            if (output.json(io.terminal())) {
                Json.print(io.out(), top.located(SessionImportAnswer.of(added)));
            } else {
                top.announce();
                io.out().println(SessionsOutput.text(added));
                io.out().flush();
            }
            return ExitCodes.OK;
        }

        private Optional<String> project(MempalaceCommand top) {
            if (scope != null && scope.all) {
                return Optional.empty();
            }
            if (scope != null && scope.project != null) {
                return Optional.of(absolute(scope.project));
            }
            Path workspace = top.settings().workspace();
            boolean userStore = top.location().found() == WorkspaceLocation.Found.USER_STORE
                    || workspace.equals(WorkspaceLocation.userStore(top.io()).toAbsolutePath().normalize());
            return userStore ? Optional.empty() : Optional.of(workspace.toString());
        }

        private static String absolute(Path path) {
            return path.toAbsolutePath().normalize().toString();
        }
    }

    /** {@code sessions list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "List the session sources this store imports.")
    static final class ListSources implements Callable<Integer> {

        @ParentCommand
        private SessionsCommand sessions;

        @Mixin
        private OutputOptions output;

        @Override
        public Integer call() {
            MempalaceCommand top = sessions.top();
            Io io = top.io();
            List<SessionSource> sources;
            List<String> harnesses;
            try (Composition app = top.open(top.settings())) {
                sources = app.configureSessions().list();
                harnesses = app.configureSessions().harnesses();
            }
            if (output.json(io.terminal())) {
                Json.print(io.out(), top.located(SessionImportAnswer.of(sources)));
            } else {
                top.announce();
                if (sources.isEmpty()) {
                    io.out().println("no session sources; add one with: mempalace sessions add "
                            + String.join("|", harnesses));
                }
                sources.forEach(source -> io.out().println(SessionsOutput.text(source)));
                io.out().flush();
            }
            return ExitCodes.OK;
        }
    }

    /** {@code sessions remove NAME}. */
    @Command(name = "remove", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Stop importing a source's sessions; those imported stay in memory.")
    static final class Remove implements Callable<Integer> {

        @ParentCommand
        private SessionsCommand sessions;

        @Spec
        private CommandSpec spec;

        @Parameters(index = "0", paramLabel = "NAME", description = "The source's name, as sessions list shows it.")
        private String name;

        @Override
        public Integer call() {
            MempalaceCommand top = sessions.top();
            ConfigureSessions configure;
            try (Composition app = top.open(top.settings())) {
                configure = app.configureSessions();
                if (!configure.remove(name)) {
                    throw new ParameterException(spec.commandLine(), "no session source named '" + name
                            + "'; mempalace sessions list shows them");
                }
            }
            top.io().out().println("removed " + name + "; its imported sessions stay in memory");
            top.io().out().flush();
            return ExitCodes.OK;
        }
    }
}
