package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On a JDK 25 or later the launcher links its runtime from it and starts each command from an ahead-of-time cache
 * instead of a class-data archive: a copy of the launcher in a stand-in checkout that holds this build's jars, run
 * with {@code JAVA_HOME} at such a JDK (found under {@code /usr/lib/jvm}, or named by {@code MEMPALACE_TEST_JDK}), so
 * that the checkout's own runtime and archives, which the other tests use, stay as they are. Skipped, saying so,
 * where no such JDK is installed.
 */
class LauncherAheadOfTimeTest {

    /** One class of each part a cold lexical search goes through, as in {@link LauncherArchiveTest}. */
    private static final Set<String> CACHED = Set.of("picocli.CommandLine",
            "dev.mempalace.adapter.cli.command.SearchCommand", "dev.mempalace.adapter.sqlite.SqliteLexicalIndex",
            "org.jdbi.v3.core.Jdbi", "org.sqlite.JDBC", "com.fasterxml.jackson.core.JsonGenerator",
            "dev.mempalace.domain.ranking.ReciprocalRankFusion");

    private static final Pattern LOADED = Pattern.compile("^(\\S+) source: (.*)$", Pattern.MULTILINE);

    private static final List<String> SEARCH = List.of("search", "--json", "--mode", "lexical", "database locked");

    @TempDir
    Path dir;

    @Test
    void aSearchOnJdk25StartsFromItsAheadOfTimeCacheAndAnswersAsOnTheCheckoutsRuntime() throws Exception {
        Path jdk = jdk25().orElse(null);
        Assumptions.assumeTrue(jdk != null, "SKIPPED: no JDK 25 or later with jlink under /usr/lib/jvm and no "
                + "MEMPALACE_TEST_JDK, so the launcher's ahead-of-time cache is not tested here");
        Path launcher = standInCheckout(dir.resolve("checkout"));
        Path target = launcher.resolveSibling("adapter-cli").resolve("target");
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.createDirectories(workspace.resolve(".mempalace"));
        Files.writeString(workspace.resolve("locks.md"), "# Locks\n\nThe database is locked by a scanner.\n");

        Mempalace standIn = new Mempalace(launcher, workspace, Files.createDirectories(dir.resolve("runs")));
        Consumer<Map<String, String>> cold = onJdk(jdk, "off");
        CommandRun ingest = standIn.run(List.of("ingest", "--no-embed"), cold);
        assertEquals(0, ingest.exitCode(), ingest::describe);
        CommandRun search = standIn.run(SEARCH, cold);
        assertEquals(0, search.exitCode(), search::describe);
        assertEquals(List.of(), search.stderr(), "the launcher on JDK 25 said something on stderr");
        assertTrue(search.stdout().contains("locks.md"), search.stdout());
        assertEquals(target.resolve("runtime/jdk").toRealPath(), jdk.toRealPath(), "the runtime was not linked");
        assertTrue(Files.size(target.resolve("mempalace-lexical.aot")) > 1 << 20, "no ahead-of-time cache");
        try (Stream<Path> files = Files.list(target)) {
            assertEquals(List.of(), files.filter(f -> f.toString().endsWith(".jsa")).toList(),
                    "a class-data archive was made beside the cache");
        }

        // Where the classes came from, logged by the runtime's JVM run as the launcher runs it (its logging off).
        Path log = dir.resolve("classes.log");
        List<String> logged = new ArrayList<>(List.of(target.resolve("runtime/bin/java").toString()));
        logged.addAll(LauncherCopy.jvmFlags(launcher, "aot"));
        logged.addAll(List.of("-XX:AOTCache=" + target.resolve("mempalace-lexical.aot"),
                "-Xlog:class+load=info:file=" + log + ":none", "-jar", target.resolve("mempalace.jar").toString()));
        logged.addAll(SEARCH);
        CommandRun again = runJava(logged, workspace);
        assertEquals(List.of(0, search.stdout(), List.of()), List.of(again.exitCode(), again.stdout(),
                again.stderr()));
        Map<String, String> sources = LOADED.matcher(Files.readString(log)).results()
                .filter(m -> CACHED.contains(m.group(1)))
                .collect(Collectors.toMap(m -> m.group(1), m -> m.group(2), (first, second) -> first));
        assertEquals(CACHED, sources.keySet(), "the search loaded these classes at all");
        sources.values().removeIf(source -> source.equals("shared objects file"));
        assertEquals(Map.of(), sources, "loaded from elsewhere than the ahead-of-time cache");

        // The same answer as the checkout's own launcher gives on the JDK that runs this build.
        Mempalace checkout = new Mempalace(workspace, Files.createDirectories(dir.resolve("checkout-runs")));
        CommandRun reference = checkout.run(SEARCH);
        assertEquals(0, reference.exitCode(), reference::describe);
        assertEquals(reference.stdout(), search.stdout(), "JDK 25's answer differs from the checkout's runtime's");

        // The warm process's client has a cache of its own, written by its first answered command.
        Consumer<Map<String, String>> warm = onJdk(jdk, null);
        CommandRun start = standIn.run(List.of("daemon", "start"), warm);
        assertEquals(0, start.exitCode(), start::describe);
        try {
            CommandRun first = standIn.run(SEARCH, warm);
            CommandRun second = standIn.run(SEARCH, warm);
            assertEquals(List.of(0, 0), List.of(first.exitCode(), second.exitCode()),
                    first.describe() + second.describe());
            assertEquals(List.of(search.stdout(), List.of(), search.stdout(), List.of()),
                    List.of(first.stdout(), first.stderr(), second.stdout(), second.stderr()),
                    "the warm process's answer, its client's cache made by the first (which says nothing of it)");
            assertTrue(Files.size(target.resolve("client.aot")) > 1 << 20, "the client made no cache");
        } finally {
            CommandRun stop = standIn.run(List.of("daemon", "stop"), warm);
            assertEquals(0, stop.exitCode(), stop::describe);
        }
    }

    /**
     * The launcher and the two snippets it sources, the release's module list, and this build's jar and libraries:
     * the jar a minute newer than the copied sources, so that the launcher does not build it again.
     */
    private static Path standInCheckout(Path checkout) throws IOException {
        Path launcher = LauncherCopy.into(Files.createDirectories(checkout));
        Files.createDirectories(checkout.resolve("release"));
        Files.copy(Path.of("..", "release", "pom.xml"), checkout.resolve("release/pom.xml"));
        Path built = Path.of("..", "adapter-cli", "target").toAbsolutePath().normalize();
        Path target = Files.createDirectories(checkout.resolve("adapter-cli/target"));
        Files.createSymbolicLink(target.resolve("lib"), built.resolve("lib"));
        Path jar = Files.copy(built.resolve("mempalace.jar"), target.resolve("mempalace.jar"));
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        return launcher;
    }

    /**
     * The command's environment besides what {@link Mempalace} sets: JAVA_HOME at {@code jdk}, the warm process's
     * folder the test's own (never the acceptance loops' daemon), and MEMPALACE_DAEMON as given (unset when null:
     * the launcher asks a daemon once its socket exists).
     */
    private Consumer<Map<String, String>> onJdk(Path jdk, String daemon) throws IOException {
        Path runtime = dir.resolve("run");
        if (!Files.isDirectory(runtime)) {
            Files.createDirectory(runtime, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
        }
        return env -> {
            env.put("JAVA_HOME", jdk.toString());
            env.put("XDG_RUNTIME_DIR", runtime.toString());
            if (daemon == null) {
                env.remove("MEMPALACE_DAEMON");
            } else {
                env.put("MEMPALACE_DAEMON", daemon);
            }
        };
    }

    /** Runs a JVM's {@code command} from {@code workspace}, as the launcher would have run it. */
    private CommandRun runJava(List<String> command, Path workspace) throws Exception {
        Path out = dir.resolve("java.out");
        Path err = dir.resolve("java.err");
        Process process = new ProcessBuilder(command).directory(workspace.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError(command + " did not finish");
        }
        return new CommandRun(command, process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readAllLines(err, StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank()).toList());
    }

    /** A JDK of feature version 25 or later that has jlink: MEMPALACE_TEST_JDK, else one under /usr/lib/jvm. */
    private static Optional<Path> jdk25() throws IOException {
        String named = System.getenv("MEMPALACE_TEST_JDK");
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named)).filter(LauncherAheadOfTimeTest::isJdk25);
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(LauncherAheadOfTimeTest::isJdk25).sorted().findFirst();
        }
    }

    private static boolean isJdk25(Path home) {
        return Files.isExecutable(home.resolve("bin/jlink")) && LauncherCopy.javaFeature(home) >= 25;
    }
}
