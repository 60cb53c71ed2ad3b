package dev.mempalace.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Starts fresh MemPalace processes for the benchmarks: through the launcher that started this one (it names
 * itself in {@value #LAUNCHER_VARIABLE}), else with this JVM's own java binary, options, class path and main class.
 */
final class MempalaceProcess {

    static final String LAUNCHER_VARIABLE = "MEMPALACE_LAUNCHER";

    private final List<String> command;
    private final String description;

    private MempalaceProcess(List<String> command, String description) {
        this.command = List.copyOf(command);
        this.description = description;
    }

    static MempalaceProcess of(Io io) {
        String launcher = io.variable(LAUNCHER_VARIABLE);
        if (launcher != null) {
            // A batch file runs only through the command interpreter.
            boolean batch = launcher.toLowerCase(Locale.ROOT).endsWith(".cmd");
            return new MempalaceProcess(batch ? List.of("cmd.exe", "/c", launcher) : List.of(launcher), launcher);
        }
        List<String> java = new ArrayList<>();
        java.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        java.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        java.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        return new MempalaceProcess(java, "java " + Main.class.getName());
    }

    /** How the processes start, for the report. */
    String description() {
        return description;
    }

    /** Runs {@code mempalace <the settings as options> args...} to its end; a non-zero exit is a failure. */
    ChildRun run(Settings settings, List<String> args) {
        List<String> full = commandLine(settings, args);
        String shown = "mempalace " + String.join(" ", args);
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("mempalace-child", ".out");
            err = Files.createTempFile("mempalace-child", ".err");
            ProcessBuilder builder = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().put("MEMPALACE_CACHE", settings.cache().toString());
            builder.environment().put(Timings.START_VARIABLE, Long.toString(System.currentTimeMillis()));
            long start = System.nanoTime();
            Process process = builder.start();
            process.getOutputStream().close();
            int code = process.waitFor();
            long nanos = System.nanoTime() - start;
            String stderr = Files.readString(err, StandardCharsets.UTF_8);
            if (code != 0) {
                throw new ChildFailedException(shown + " failed with exit code " + code + ": "
                        + stderr.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("(no stderr)"), code,
                        null);
            }
            return new ChildRun(shown, Files.readString(out, StandardCharsets.UTF_8), stderr, nanos);
        } catch (IOException e) {
            throw new ChildFailedException("cannot run " + description + ": " + e.getMessage(), ExitCodes.INTERNAL, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChildFailedException("interrupted while " + shown + " ran", ExitCodes.INTERNAL, e);
        } finally {
            delete(out);
            delete(err);
        }
    }

    /** The settings travel as options, so the child works on exactly the index and model this process chose. */
    private List<String> commandLine(Settings settings, List<String> args) {
        List<String> full = new ArrayList<>(command);
        full.addAll(List.of("--workspace", settings.workspace().toString(), "--index", settings.index().toString()));
        settings.modelDir().ifPresentOrElse(dir -> full.addAll(List.of("--model-dir", dir.toString())),
                () -> full.addAll(List.of("--model", settings.variant())));
        full.addAll(args);
        return full;
    }

    private static void delete(Path file) {
        try {
            if (file != null) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // A leftover temporary file is harmless; the benchmark's result matters more.
        }
    }
}
