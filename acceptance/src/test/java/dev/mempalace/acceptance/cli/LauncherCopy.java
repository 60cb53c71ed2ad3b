package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A copy of the checkout's POSIX launcher in a stand-in checkout, with the two snippets it sources (the warm
 * process's client and the class-data archive's), so that a test runs the launcher's own logic beside stand-ins.
 */
final class LauncherCopy {

    private LauncherCopy() {
    }

    /** Copies the launcher and its snippets into {@code checkout}; the test is skipped where no POSIX shell runs. */
    static Path into(Path checkout) throws IOException {
        assumeFalse(System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows"), "POSIX launcher");
        Path launcher = checkout.resolve("mempalace");
        Files.copy(Path.of("..", "mempalace").toAbsolutePath().normalize(), launcher);
        for (Path snippet : List.of(Path.of("adapter-cli-client", "src", "main", "sh", "daemon-client.sh"),
                Path.of("adapter-cli", "src", "main", "sh", "class-archive.sh"))) {
            Files.createDirectories(checkout.resolve(snippet).getParent());
            Files.copy(Path.of("..").resolve(snippet).toAbsolutePath().normalize(), checkout.resolve(snippet));
        }
        return launcher;
    }

    /**
     * Runs {@code launcher --version} with {@code environment} added to this process's, writing its stderr to
     * {@code err}; fails unless it exits 0 within a minute. Returns its stderr.
     */
    static String version(Path launcher, Map<String, String> environment, Path err) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(launcher.toString(), "--version")
                .redirectError(err.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(1, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the launcher did not finish");
        }
        assertEquals(0, process.exitValue(), () -> read(err));
        return read(err);
    }

    /** Writes an executable shell script, its folders made. */
    static void script(Path file, String body) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /**
     * The JVM flags {@code launcher} runs a command with, but for those of the JVM's logging, on a runtime whose
     * archives end in {@code ending} (class-archive.sh): for an ahead-of-time cache ({@code aot}) without -Xshare,
     * which excludes it, and with the native access the cache was recorded with.
     */
    static List<String> jvmFlags(Path launcher, String ending) throws IOException {
        Matcher flags = Pattern.compile("^JVM_FLAGS=\"([^\"]*)\"$", Pattern.MULTILINE)
                .matcher(Files.readString(launcher));
        assertTrue(flags.find(), "the launcher sets JVM_FLAGS");
        boolean aot = ending.equals("aot");
        List<String> words = new ArrayList<>(Arrays.stream(flags.group(1).split(" "))
                .filter(flag -> !flag.startsWith("-Xlog") && !(aot && flag.startsWith("-Xshare"))).toList());
        if (aot) {
            words.add("--enable-native-access=ALL-UNNAMED");
        }
        return words;
    }

    /** The feature version a Java home's release file names (25 of {@code JAVA_VERSION="25.0.3"}), else 0. */
    static int javaFeature(Path home) {
        try {
            Matcher version = Pattern.compile("^JAVA_VERSION=\"(\\d+)", Pattern.MULTILINE)
                    .matcher(Files.readString(home.resolve("release")));
            return version.find() ? Integer.parseInt(version.group(1)) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
