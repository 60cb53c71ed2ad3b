package dev.mempalace.acceptance.cli;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.function.Consumer;

/**
 * Starts the repository's real {@code mempalace} launcher (or a copy of it) as a child process, one command at a
 * time.
 */
public final class Mempalace {

    /** Generous: the first command of a build extracts the bundled model into the cache. */
    private static final Duration TIMEOUT = Duration.ofMinutes(5);

    /** Shared by every scenario so that the model is extracted once per build, not once per workspace. */
    public static final Path CACHE = Path.of("target", "mempalace-cache").toAbsolutePath();

    /** The warm process's runtime folder, the build's own: never the user's daemon. */
    private static final Path RUNTIME = Path.of("target", "daemon-run").toAbsolutePath();

    private final Path launcher;
    private final Path workingDirectory;
    private final Path scratch;
    private int runs;
    private List<String> asUser = List.of();
    /** The scenario's store in the Solr loop's cluster; a new key stands for a deleted store. */
    private String storeKey;

    /**
     * Runs commands from {@code workingDirectory}, made a workspace as {@code mempalace init} makes one (so that
     * commands run there use it), keeping their output in files under {@code scratch}, whose {@code data} folder
     * stands in for the user's data folder: no test ever touches the real user's store.
     */
    Mempalace(Path workingDirectory, Path scratch) {
        this(launcher(), workingDirectory, scratch);
    }

    /** The same through another copy of the launcher (one in a stand-in checkout, say). */
    Mempalace(Path launcher, Path workingDirectory, Path scratch) {
        this.launcher = launcher;
        this.workingDirectory = workingDirectory;
        this.scratch = scratch;
        this.storeKey = scratch.getFileName().toString();
        try {
            Files.createDirectories(workingDirectory.resolve(".mempalace"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Commands run from {@code workingDirectory}, for a driver of another package that configures the store. */
    public static Mempalace in(Path workingDirectory, Path scratch) {
        return new Mempalace(workingDirectory, scratch);
    }

    /**
     * From now on the commands of the Solr loop use an empty store of their own, as the SQLite loop's do after the
     * index file is deleted: the command line has no way to delete a SolrCloud store, and the cluster is the loop's.
     */
    void useNewStore() {
        storeKey = storeKey + "-" + runs;
    }

    /**
     * From now on runs the commands as a user whom file permissions bind: as they are when not root; under root,
     * in a new user namespace as an unmapped user ({@code unshare -U}), who owns root's files without root's powers.
     */
    void runAsOrdinaryUser() {
        asUser = asOrdinaryUser();
    }

    /** The words that run the command after them as a user whom file permissions bind (none when not root). */
    public static List<String> asOrdinaryUser() {
        return "root".equals(System.getProperty("user.name"))
                ? List.of("/usr/bin/unshare", "-U", "--map-user=1000", "--map-group=1000") : List.of();
    }

    public CommandRun run(List<String> arguments) {
        return start(arguments, env -> { }).await();
    }

    /** Runs one command with the environment edited first (such as the locale variables removed or set). */
    CommandRun run(List<String> arguments, Consumer<Map<String, String>> environment) {
        return start(arguments, environment).await();
    }

    /** Starts one command without waiting for it, for a test or driver that acts on the running process. */
    public Running start(List<String> arguments, Consumer<Map<String, String>> environment) {
        List<String> command = new ArrayList<>(asUser);
        command.add(launcher.toString());
        command.addAll(arguments);
        runs++;
        Path out = scratch.resolve("run-" + runs + ".out");
        Path err = scratch.resolve("run-" + runs + ".err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingDirectory.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("MEMPALACE_"));
        env.put("MEMPALACE_CACHE", CACHE.toString());
        env.put("XDG_RUNTIME_DIR", RUNTIME.toString());
        // The loop over SolrCloud goes through the opt-in warm process: the first command starts it, the next ones
        // hand their command to it.
        env.put("MEMPALACE_DAEMON", SolrLoop.on() ? "on" : "off");
        env.put("XDG_DATA_HOME", scratch.resolve("data").toString());
        if (SolrLoop.on()) {
            env.put("MEMPALACE_INDEX", SolrLoop.index(storeKey));
        }
        environment.accept(env);
        try {
            return new Running(builder.start(), arguments, out, err);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A started command: its process, and the files its output goes to. */
    public record Running(Process process, List<String> arguments, Path out, Path err) {

        /** Standard error as written so far. */
        String stderrSoFar() {
            try {
                return read(err);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        CommandRun await() {
            try {
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
    }

    private static String read(Path file) throws IOException {
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    }

    /**
     * Stops the warm process of the loop over SolrCloud, after checking that it answered the loop's commands from
     * SolrCloud (a loop whose commands all ran in-process would prove nothing of it).
     */
    static void stopWarmProcess(Path scratch) {
        Mempalace mempalace = new Mempalace(scratch, scratch);
        CommandRun status = mempalace.run(List.of("daemon", "status", "--json"));
        mempalace.run(List.of("daemon", "stop"));
        JsonNode held = CliReports.json(status);
        if (held.path("commandsServed").asInt() == 0) {
            throw new AssertionError("the warm process answered no command of the loop: " + status.stdout());
        }
        SolrLoop.checkServed(held);
    }

    public static Path launcher() {
        boolean windows = System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows");
        Path launcher = Path.of("..", windows ? "mempalace.cmd" : "mempalace").toAbsolutePath().normalize();
        if (!Files.isRegularFile(launcher)) {
            throw new IllegalStateException("the mempalace launcher is missing: " + launcher);
        }
        return launcher;
    }
}
