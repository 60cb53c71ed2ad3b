package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.start.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/** Runs {@code mempalace args...} as a child JVM on the test class path, with the tests' model cache. */
final class CliChild {

    private CliChild() {
    }

    /** Starts the child after {@code prefix} (such as {@code unshare}); its standard input is the caller's. */
    static Process start(List<String> prefix, String... args) throws IOException {
        return start(prefix, builder -> { }, args);
    }

    /** The same, its process builder (environment, working folder) set up by {@code setUp} before it starts. */
    static Process start(List<String> prefix, Consumer<ProcessBuilder> setUp, String... args) throws IOException {
        List<String> command = new ArrayList<>(prefix);
        // The launcher's start-up flags: a short-lived command, as users run it.
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1", "-XX:-UsePerfData", "-cp",
                System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("MEMPALACE_CACHE", TestWorkspace.CACHE.toString());
        setUp.accept(builder);
        return builder.start();
    }

    /** Runs the child to its end (at most two minutes) and returns what it printed and its exit code. */
    static CliResult run(List<String> prefix, String... args) throws IOException, InterruptedException {
        return run(prefix, builder -> { }, args);
    }

    /** The same, its process builder set up by {@code setUp} before it starts. */
    static CliResult run(List<String> prefix, Consumer<ProcessBuilder> setUp, String... args)
            throws IOException, InterruptedException {
        Process child = start(prefix, setUp, args);
        child.getOutputStream().close();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread errors = new Thread(() -> {
            try {
                child.getErrorStream().transferTo(err);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        errors.start();
        byte[] out = child.getInputStream().readAllBytes();
        if (!child.waitFor(2, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new AssertionError("the child did not finish: " + String.join(" ", args));
        }
        errors.join();
        return new CliResult(child.exitValue(), new String(out, StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8));
    }
}
