package dev.mempalace.benchmark.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** Runs {@code mempalace <the settings as options> args...} to its end; a non-zero exit is a failure. */
    ChildRun run(BenchSettings settings, List<String> args) {
        List<String> full = commandLine(settings, args);
        String shown = "mempalace " + String.join(" ", args);
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("mempalace-child", ".out");
            err = Files.createTempFile("mempalace-child", ".err");
            ProcessBuilder builder = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().put("MEMPALACE_CACHE", settings.cache().toString());
            builder.environment().put(launcher.startVariable(), Long.toString(System.currentTimeMillis()));
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
            throw new ChildFailedException("cannot run " + launcher.description() + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChildFailedException("interrupted while " + shown + " ran", e);
        } finally {
            delete(out);
            delete(err);
        }
    }

    /** The settings travel as options, so the child works on exactly the index and model this process chose. */
    private List<String> commandLine(BenchSettings settings, List<String> args) {
        List<String> full = new ArrayList<>(launcher.command());
        full.addAll(List.of("--workspace", settings.workspace().toString(), "--index", settings.index().toString()));
        full.addAll(settings.modelOptions());
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
