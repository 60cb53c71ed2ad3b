package dev.mempalace.acceptance.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Starts the repository's real {@code mempalace} launcher as a child process, one command at a time. */
final class Mempalace {

    /** Generous: the first command of a build extracts the bundled model into the cache. */
    private static final Duration TIMEOUT = Duration.ofMinutes(5);

    /** Shared by every scenario so that the model is extracted once per build, not once per workspace. */
    private static final Path CACHE = Path.of("target", "mempalace-cache").toAbsolutePath();

    private final Path workingDirectory;
    private final Path scratch;
    private int runs;

    /** Runs commands from {@code workingDirectory}, keeping their output in files under {@code scratch}. */
    Mempalace(Path workingDirectory, Path scratch) {
        this.workingDirectory = workingDirectory;
        this.scratch = scratch;
    }

    CommandRun run(List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(launcher().toString());
        command.addAll(arguments);
        runs++;
        Path out = scratch.resolve("run-" + runs + ".out");
        Path err = scratch.resolve("run-" + runs + ".err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingDirectory.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("MEMPALACE_"));
        env.put("MEMPALACE_CACHE", CACHE.toString());
        try {
            Process process = builder.start();
            if (!process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError("mempalace " + String.join(" ", arguments) + " did not finish within "
                        + TIMEOUT);
            }
            return new CommandRun(arguments, process.exitValue(), read(out),
                    read(err).lines().filter(line -> !line.isBlank()).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while running mempalace", e);
        }
    }

    private static String read(Path file) throws IOException {
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    }

    private static Path launcher() {
        boolean windows = System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows");
        Path launcher = Path.of("..", windows ? "mempalace.cmd" : "mempalace").toAbsolutePath().normalize();
        if (!Files.isRegularFile(launcher)) {
            throw new IllegalStateException("the mempalace launcher is missing: " + launcher);
        }
        return launcher;
    }
}
