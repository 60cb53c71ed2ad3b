package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.adapter.cli.start.Main;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.Settings;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A temporary workspace of a few Markdown notes, and a way to run the command against it (in this JVM). Public for
 * the local SolrCloud's end-to-end tests ({@code solr-cluster-test}), through this module's test jar.
 */
public final class TestWorkspace {

    /** Shared by every test so that the bundled model is extracted once per build, not once per test. */
    public static final Path CACHE = Path.of("target", "test-cache").toAbsolutePath();

    static final String GRADLE = "build/gradle-lock.md";
    public static final String WSL = "runbooks/wsl-memory.md";
    static final String POSTGRES = "decisions/postgres.md";

    final Path dir;

    private TestWorkspace(Path dir) {
        this.dir = dir;
    }

    /** A workspace of the notes {@code dir} already holds. */
    public static TestWorkspace at(Path dir) {
        return new TestWorkspace(dir);
    }

    /** A workspace of three notes written into {@code dir}: Gradle's lock, WSL's memory, a Postgres decision. */
    public static TestWorkspace create(Path dir) throws IOException {
        TestWorkspace ws = new TestWorkspace(dir);
        ws.write(GRADLE, """
                ---
                title: Gradle daemon holds a file lock
                ---
                # Gradle daemon holds a file lock

                The Gradle daemon keeps a file lock on the build cache, so a second build waits.

                ## Fix

                Stop the daemon with `gradle --stop`, then build again.
                """);
        ws.write(WSL, """
                # WSL memory limits

                WSL2 takes up to half of the host memory by default, which starves the IDE.

                ## Fix

                Set `memory=8GB` under `[wsl2]` in `.wslconfig` and run `wsl --shutdown`.
                """);
        ws.write(POSTGRES, """
                # Use Postgres for the event store

                We chose Postgres over Kafka for the event store: one database to run, transactions for free.
                """);
        return ws;
    }

    void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** Writes three golden queries over the test workspace: two it answers, one it cannot. */
    static Path goldenQueries(Path file) throws IOException {
        return Files.writeString(file, """
                {"id": "q1", "query": "gradle daemon lock", "relevant": ["%s"], "kind": "exact"}
                {"id": "q2", "query": "wsl memory", "relevant": ["%s"], "kind": "exact"}
                {"id": "q3", "query": "kubernetes ingress", "relevant": ["%s"], "kind": "miss"}
                """.formatted(GRADLE, WSL, POSTGRES));
    }

    /** Where the workspace's default SQLite index is. */
    public Path index() {
        return Settings.defaultIndex(dir);
    }

    /** Runs {@code mempalace --workspace <dir> args...} with JSON as the default output. */
    public CliResult run(String... args) {
        List<String> all = new ArrayList<>(List.of("--workspace", dir.toString()));
        all.addAll(List.of(args));
        return runRaw(all.toArray(String[]::new));
    }

    /**
     * Runs {@code mempalace --workspace <dir> args...} over cores kept across commands, as the warm process runs
     * them: for a test of many commands whose subject is not the opening of the index.
     */
    CliResult runWarm(Cores cores, String... args) {
        List<String> all = new ArrayList<>(List.of("--workspace", dir.toString()));
        all.addAll(List.of(args));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new Io(new PrintWriter(out), new PrintWriter(err), Map.of("MEMPALACE_CACHE",
                CACHE.toString()), false, InputStream.nullInputStream()), Timings.start(), cores,
                all.toArray(String[]::new));
        return new CliResult(code, out.toString(), err.toString());
    }

    /** Runs {@code mempalace --workspace <dir> args...} with these environment variables besides the cache. */
    public CliResult runWithEnv(Map<String, String> env, String... args) {
        List<String> all = new ArrayList<>(List.of("--workspace", dir.toString()));
        all.addAll(List.of(args));
        Map<String, String> full = new HashMap<>(env);
        full.put("MEMPALACE_CACHE", CACHE.toString());
        return execute(InputStream.nullInputStream(), full, all.toArray(String[]::new));
    }

    /** Runs {@code mempalace --workspace <dir> args...} with this text on standard input. */
    CliResult runWithInput(String stdin, String... args) {
        return runWithBytes(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    /** Runs {@code mempalace --workspace <dir> args...} with these bytes, UTF-8 or not, on standard input. */
    CliResult runWithBytes(byte[] stdin, String... args) {
        List<String> all = new ArrayList<>(List.of("--workspace", dir.toString()));
        all.addAll(List.of(args));
        return execute(new ByteArrayInputStream(stdin), Map.of("MEMPALACE_CACHE", CACHE.toString()),
                all.toArray(String[]::new));
    }

    /** Runs the command with exactly these arguments and environment variables. */
    static CliResult runRawWithEnv(Map<String, String> env, String... args) {
        return execute(InputStream.nullInputStream(), env, args);
    }

    /** Runs the command with exactly these arguments. */
    static CliResult runRaw(String... args) {
        return execute(InputStream.nullInputStream(), Map.of("MEMPALACE_CACHE", CACHE.toString()), args);
    }

    private static CliResult execute(InputStream in, Map<String, String> env, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new Io(new PrintWriter(out), new PrintWriter(err), env, false, in), args);
        return new CliResult(code, out.toString(), err.toString());
    }
}
