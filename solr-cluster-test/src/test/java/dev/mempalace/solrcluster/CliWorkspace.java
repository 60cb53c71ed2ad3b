package dev.mempalace.solrcluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.start.Main;
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

/** A workspace of three notes, and the real command run in this JVM against it. */
final class CliWorkspace {

    /** Shared by every test so that the bundled model is extracted once per build. */
    static final Path CACHE = Path.of("target", "test-cache").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();

    static final String WSL = "runbooks/wsl-memory.md";

    private final Path dir;

    private CliWorkspace(Path dir) {
        this.dir = dir;
    }

    /** A workspace of the notes {@code dir} already holds. */
    static CliWorkspace at(Path dir) {
        return new CliWorkspace(dir);
    }

    static CliWorkspace create(Path dir) throws IOException {
        CliWorkspace ws = new CliWorkspace(dir);
        ws.write("build/gradle-lock.md", """
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
        ws.write("decisions/postgres.md", """
                # Use Postgres for the event store

                We chose Postgres over Kafka for the event store: one database to run, transactions for free.
                """);
        return ws;
    }

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** Where the workspace's default SQLite index is. */
    Path index() {
        return dir.resolve(".mempalace").resolve("index.sqlite");
    }

    /** Runs {@code mempalace --workspace <dir> args...}, JSON being the output when no terminal is attached. */
    Result run(String... args) {
        return runWithEnv(Map.of(), args);
    }

    /** The same, with these environment variables besides the cache folder. */
    Result runWithEnv(Map<String, String> env, String... args) {
        List<String> all = new ArrayList<>(List.of("--workspace", dir.toString()));
        all.addAll(List.of(args));
        Map<String, String> full = new HashMap<>(env);
        full.put("MEMPALACE_CACHE", CACHE.toString());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new Io(new PrintWriter(out), new PrintWriter(err), full, false,
                InputStream.nullInputStream()), all.toArray(String[]::new));
        return new Result(code, out.toString(), err.toString());
    }

    /** What one run printed and returned. */
    record Result(int code, String out, String err) {

        JsonNode json() {
            try {
                return JSON.readTree(out);
            } catch (JsonProcessingException e) {
                throw new AssertionError("stdout is not JSON: " + this, e);
            }
        }

        List<String> errLines() {
            return err.lines().filter(line -> !line.isBlank()).toList();
        }

        @Override
        public String toString() {
            return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }
}
