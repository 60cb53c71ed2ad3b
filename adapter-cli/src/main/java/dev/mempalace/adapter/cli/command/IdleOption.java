package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.output.Io;
import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --idle TIME}: how long the warm process waits for a command before it exits. */
final class IdleOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--idle", paramLabel = "TIME", description = "Exit after this long without a command "
            + "(seconds, or 30s, 10m, 2h; env MEMPALACE_DAEMON_IDLE; default 10m).")
    private String idle;

    /** The option, else MEMPALACE_DAEMON_IDLE, else the default; a bad value is a usage error. */
    Duration idle(Io io) {
        try {
            return DaemonLauncher.idle(idle != null ? idle : io.variable("MEMPALACE_DAEMON_IDLE"));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), e.getMessage(), e);
        }
    }
}
