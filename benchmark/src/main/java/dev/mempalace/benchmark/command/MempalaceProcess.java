package dev.mempalace.benchmark.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Starts fresh MemPalace processes for the benchmarks, through the launcher the host names. */
final class MempalaceProcess {

    private final Launcher launcher;

    MempalaceProcess(Launcher launcher) {
        this.launcher = launcher;
    }

    /** How the processes start, for the report. */
    String description() {
        return launcher.description();
    }

    /** The java binary the launcher runs. */
    String java() {
        return launcher.java();
    }

    /** Runs {@code mempalace <the settings as options> args...} to its end; a non-zero exit is a failure. */
    ChildRun run(BenchSettings settings, List<String> args) {
        return run(settings, args, env -> { });
    }

    /** The same, with the child's environment changed by {@code environment} as well. */
    ChildRun run(BenchSettings settings, List<String> args, Consumer<Map<String, String>> environment) {
        return TimedProcess.run("mempalace " + String.join(" ", args), launcher.description(),
                commandLine(settings, args), null, env -> {
                    env.put("MEMPALACE_CACHE", settings.cache().toString());
                    env.put(launcher.startVariable(), Long.toString(System.currentTimeMillis()));
                    environment.accept(env);
                });
    }

    /** The settings travel as options, so the child works on exactly the index and model this process chose. */
    private List<String> commandLine(BenchSettings settings, List<String> args) {
        List<String> full = new ArrayList<>(launcher.command());
        full.addAll(List.of("--workspace", settings.workspace().toString(), "--index", settings.index().toString()));
        full.addAll(settings.modelOptions());
        full.addAll(args);
        return full;
    }
}
