package dev.mempalace.adapter.cli.bench;

import dev.mempalace.adapter.cli.command.MempalaceCommand;
import dev.mempalace.adapter.cli.daemon.MainProcess;
import dev.mempalace.adapter.cli.output.ProgressReporter;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.benchwiring.BenchContext;
import dev.mempalace.bootstrap.Settings;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What the command line gives {@code mempalace bench}: this run's settings and streams from the top command, and
 * fresh processes through the launcher that started this one (it names itself in {@value #LAUNCHER_VARIABLE}), else
 * with this JVM's own java binary, options, class path and main class.
 */
public final class CliBenchContext implements BenchContext {

    public static final String LAUNCHER_VARIABLE = "MEMPALACE_LAUNCHER";

    private final MempalaceCommand top;

    public CliBenchContext(MempalaceCommand top) {
        this.top = top;
    }

    @Override
    public Settings settings() {
        return top.benchSettings();
    }

    @Override
    public boolean workspaceGiven() {
        return top.workspaceGiven();
    }

    @Override
    public boolean indexGiven() {
        return top.indexGiven();
    }

    @Override
    public PrintWriter out() {
        return top.io().out();
    }

    @Override
    public PrintWriter err() {
        return top.io().err();
    }

    @Override
    public EmbedProgress progress(String task, String unit) {
        return new ProgressReporter(top.io().err(), top.io().terminal(), task, unit);
    }

    @Override
    public List<String> launcher() {
        String launcher = top.io().variable(LAUNCHER_VARIABLE);
        if (launcher != null) {
            // A batch file runs only through the command interpreter.
            boolean batch = launcher.toLowerCase(Locale.ROOT).endsWith(".cmd");
            return batch ? List.of("cmd.exe", "/c", launcher) : List.of(launcher);
        }
        return MainProcess.command(ManagementFactory.getRuntimeMXBean().getInputArguments(), List.of());
    }

    @Override
    public String launcherLabel() {
        String launcher = top.io().variable(LAUNCHER_VARIABLE);
        return launcher != null ? launcher : "java " + MainProcess.MAIN;
    }

    /**
     * The launcher's java: a release's runtime beside its {@code bin} folder, else as the checkout's launchers
     * choose it ({@code $JAVA_HOME/bin/java}, else {@code java} on the PATH); without a launcher, this JVM's own.
     */
    @Override
    public String java() {
        String launcher = top.io().variable(LAUNCHER_VARIABLE);
        if (launcher == null) {
            return BenchContext.super.java();
        }
        Path bin = Path.of(launcher).toAbsolutePath().getParent();
        Path runtime = bin.resolveSibling("runtime").resolve("bin").resolve("java");
        if (Files.isExecutable(runtime)) {
            return runtime.toString();
        }
        String javaHome = top.io().variable("JAVA_HOME");
        return javaHome == null || javaHome.isEmpty() ? "java" : Path.of(javaHome, "bin", "java").toString();
    }

    @Override
    public String startVariable() {
        return Timings.START_VARIABLE;
    }
}
