package dev.mempalace.adapter.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.daemon.DaemonServer;
import dev.mempalace.adapter.cli.output.DaemonStatusText;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.Version;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code daemon}: the opt-in warm process that answers the user's commands without a JVM start of their own. */
@Command(name = "daemon", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Start, stop or ask the opt-in warm process (see docs/daemon.md).",
        subcommands = {DaemonCommand.Start.class, DaemonCommand.Stop.class, DaemonCommand.Status.class,
                DaemonCommand.Run.class})
final class DaemonCommand implements Callable<Integer> {

    private static final long START_WAIT_MILLIS = 30_000;

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "a daemon command is required: "
                + String.join(", ", spec.subcommands().keySet()));
    }

    /** {@code daemon start}. */
    @Command(name = "start", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Start the warm process in the background, unless it runs already.")
    static final class Start implements Callable<Integer> {

        @ParentCommand
        private DaemonCommand daemon;

        @Mixin
        private IdleOption idle;

        @Override
        public Integer call() throws InterruptedException {
            Io io = daemon.top.io();
            Duration wait = idle.idle(io);
            DaemonFolder folder = DaemonLauncher.folder(io);
            Optional<String> running = DaemonLauncher.status(folder);
            if (running.isPresent()) {
                io.err().println("mempalace: the daemon already runs (pid " + parse(running.get()).path("pid")
                        + ", socket " + folder.socket() + ")");
                return ExitCodes.OK;
            }
            Process process;
            try {
                process = DaemonLauncher.spawn(folder, wait, io.env());
            } catch (IOException e) {
                io.err().println("mempalace: the daemon could not start: " + e.getMessage());
                return ExitCodes.DAEMON_UNAVAILABLE;
            }
            long deadline = System.currentTimeMillis() + START_WAIT_MILLIS;
            while (System.currentTimeMillis() < deadline) {
                // The daemon that answers is the one that runs: with two starts at once, one of the two processes
                // finds the folder's lock taken and exits, and its start reports the other.
                Optional<String> answered = DaemonLauncher.status(folder);
                if (answered.isPresent()) {
                    JsonNode report = parse(answered.get());
                    io.err().println("mempalace: the daemon runs (pid " + report.path("pid") + ", socket "
                            + folder.socket() + "); it exits after " + report.path("idleExitSeconds").asLong()
                            + " s without a command");
                    return ExitCodes.OK;
                }
                if (!process.isAlive() && !DaemonLauncher.held(folder)) {
                    break;
                }
                Thread.sleep(20);
            }
            process.destroy();
            io.err().println("mempalace: the daemon could not start; see " + folder.log());
            return ExitCodes.DAEMON_UNAVAILABLE;
        }
    }

    /** {@code daemon stop}. */
    @Command(name = "stop", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Stop the warm process: the commands it runs finish first.")
    static final class Stop implements Callable<Integer> {

        @ParentCommand
        private DaemonCommand daemon;

        @Override
        public Integer call() {
            Io io = daemon.top.io();
            DaemonFolder folder = DaemonLauncher.folder(io);
            io.err().println(DaemonLauncher.stop(folder) ? "mempalace: the daemon stops"
                    : "mempalace: no daemon runs at " + folder.socket());
            return ExitCodes.OK;
        }
    }

    /** {@code daemon status}. */
    @Command(name = "status", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Whether the warm process runs, and what it holds.")
    static final class Status implements Callable<Integer> {

        @ParentCommand
        private DaemonCommand daemon;

        @Mixin
        private OutputOptions output;

        @Override
        public Integer call() throws IOException {
            Io io = daemon.top.io();
            DaemonFolder folder = DaemonLauncher.folder(io);
            JsonNode report = DaemonLauncher.status(folder).map(DaemonCommand::parse).orElseGet(() -> {
                ObjectNode none = Json.object();
                none.put("running", false);
                none.put("socket", folder.socket().toString());
                return none;
            });
            if (output.json(io.terminal())) {
                Json.print(io.out(), report);
            } else {
                io.out().print(DaemonStatusText.of(report));
                io.out().flush();
            }
            return ExitCodes.OK;
        }
    }

    /** {@code daemon run}: the warm process itself, in the foreground (what {@code start} runs). */
    @Command(name = "run", mixinStandardHelpOptions = true, versionProvider = Version.class,
            description = "Run the warm process in the foreground until it is stopped or idle.")
    static final class Run implements Callable<Integer> {

        @ParentCommand
        private DaemonCommand daemon;

        @Mixin
        private IdleOption idle;

        @Override
        public Integer call() {
            Io io = daemon.top.io();
            DaemonFolder folder = DaemonLauncher.folder(io);
            try {
                new DaemonServer(folder, idle.idle(io), io.err(), daemon.top.runner()).serve();
                return ExitCodes.OK;
            } catch (DaemonServer.AlreadyRunning e) {
                io.err().println("mempalace: a daemon already runs at " + folder.socket());
                return ExitCodes.DAEMON_UNAVAILABLE;
            } catch (IOException e) {
                io.err().println("mempalace: the daemon could not start at " + folder.socket() + ": "
                        + e.getMessage());
                return ExitCodes.DAEMON_UNAVAILABLE;
            }
        }
    }

    private static JsonNode parse(String json) {
        try {
            return Json.parse(json);
        } catch (IOException e) {
            throw new IllegalStateException("the daemon's status is not JSON: " + e.getMessage(), e);
        }
    }
}
