package dev.mempalace.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One finished process: its exit code and what it wrote. */
record Run(List<String> command, int code, String out, String err) {

    /** Runs {@code command} in {@code dir} with exactly {@code env} (nothing inherited), and waits for it. */
    static Run of(Path dir, Map<String, String> env, String... command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("release-out", ".txt");
        Path err = Files.createTempFile("release-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().clear();
            builder.environment().putAll(env);
            Process process = builder.start();
            if (!process.waitFor(5, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("did not finish: " + List.of(command));
            }
            return new Run(List.of(command), process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    /** Asserts exit 0 and no stack trace on stderr; returns this run. */
    Run ok() {
        assertEquals(0, code, this::toString);
        return clean();
    }

    /** Asserts that stderr holds no stack trace. */
    Run clean() {
        assertFalse(err.contains("Exception") || err.contains("\tat ") || err.contains("Error:"), this::toString);
        return this;
    }

    @Override
    public String toString() {
        return command + " exited " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
}
