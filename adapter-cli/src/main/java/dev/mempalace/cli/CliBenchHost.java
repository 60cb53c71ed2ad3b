package dev.mempalace.cli;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.command.BenchHost;
import dev.mempalace.benchmark.command.BenchSettings;
import dev.mempalace.benchmark.command.Launcher;
import dev.mempalace.benchmark.command.ModelWorkbench;
import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.domain.note.ContentHash;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code bench} command's host: this run's settings and streams from the top command, the use cases and
 * adapters from the composition root, and fresh processes through the launcher that started this one (it names
 * itself in {@value #LAUNCHER_VARIABLE}), else with this JVM's own java binary, options, class path and main class.
 */
final class CliBenchHost implements BenchHost {

    static final String LAUNCHER_VARIABLE = "MEMPALACE_LAUNCHER";

    private final MempalaceCommand top;

    CliBenchHost(MempalaceCommand top) {
        this.top = top;
    }

    @Override
    public BenchSettings settings() {
        Settings settings = top.settings();
        // The label keeps each model's work folder apart, so int8 and fp32 runs keep their own indexes.
        String label = settings.modelDir().map(d -> "dir-" + ContentHash.of(d.toString()).substring(0, 12))
                .orElse(settings.variant());
        List<String> options = settings.modelDir().map(d -> List.of("--model-dir", d.toString()))
                .orElse(List.of("--model", settings.variant()));
        return new BenchSettings(settings.workspace(), settings.index(), settings.cache(), label, options);
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
    public Path defaultIndex(Path workspace) {
        return Settings.defaultIndex(workspace);
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
    public Workbench.Bench open(BenchSettings at) {
        return Composition.open(top.settings().withWorkspace(at.workspace()).withIndex(at.index())).bench();
    }

    @Override
    public ModelWorkbench workbench() {
        return Composition.benchWorkbench(top.settings());
    }

    @Override
    public ScaleStore scaleStore() {
        return Composition.benchScaleStore(top.settings());
    }

    @Override
    public Launcher launcher() {
        String launcher = top.io().variable(LAUNCHER_VARIABLE);
        if (launcher != null) {
            // A batch file runs only through the command interpreter.
            boolean batch = launcher.toLowerCase(Locale.ROOT).endsWith(".cmd");
            return new Launcher(batch ? List.of("cmd.exe", "/c", launcher) : List.of(launcher), launcher,
                    Timings.START_VARIABLE);
        }
        List<String> java = new ArrayList<>();
        java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        java.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        java.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        return new Launcher(java, "java " + Main.class.getName(), Timings.START_VARIABLE);
    }
}
