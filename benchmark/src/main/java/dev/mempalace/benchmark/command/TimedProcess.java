package dev.mempalace.benchmark.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Runs one child process to its end, timed from just before it starts until it has exited; non-zero is a failure. */
final class TimedProcess {

    private TimedProcess() {
    }

    /**
     * Runs {@code command} in {@code directory} (null: this process's) with this process's environment as {@code
     * environment} changes it. {@code shown} names the command in a failure, {@code program} what could not start.
     */
    static ChildRun run(String shown, String program, List<String> command, Path directory,
            Consumer<Map<String, String>> environment) {
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("mempalace-child", ".out");
            err = Files.createTempFile("mempalace-child", ".err");
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            if (directory != null) {
                builder.directory(directory.toFile());
            }
            environment.accept(builder.environment());
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
            throw new ChildFailedException("cannot run " + program + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChildFailedException("interrupted while " + shown + " ran", e);
        } finally {
            delete(out);
            delete(err);
        }
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
