package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data archive, made by a training run, holds what a search and an MCP server's start load
 * whichever command came first after the build: the classes named here are read from the archive, not loaded and
 * verified from the jars.
 */
class LauncherArchiveTest {

    /**
     * One class of each part a cold search goes through, parsing (picocli, as Java 17 class files), the driver's
     * warm-up beside it and the wait for it, and the JSON it prints, among them.
     */
    private static final Set<String> ARCHIVED = Set.of("picocli.CommandLine",
            "dev.mempalace.adapter.cli.command.SearchCommand", "dev.mempalace.adapter.sqlite.SqliteLexicalIndex",
            "org.jdbi.v3.core.Jdbi", "dev.mempalace.adapter.sqlite.SqlParameters",
            "dev.mempalace.adapter.sqlite.SqliteWarmUp", "dev.mempalace.adapter.cli.start.AfterWarmUp",
            "org.sqlite.JDBC",
            "com.fasterxml.jackson.core.JsonGenerator", "dev.mempalace.domain.ranking.ReciprocalRankFusion",
            "dev.mempalace.adapter.markdown.MarkdownNoteSource", "dev.mempalace.adapter.cli.client.UserHome");

    /** One class of each part an MCP server's start and first search go through. */
    private static final Set<String> ARCHIVED_FOR_MCP = Set.of("dev.mempalace.adapter.mcp.MemoryServer",
            "dev.mempalace.adapter.mcp.ToolHandlers", "io.modelcontextprotocol.server.McpAsyncServer",
            "io.modelcontextprotocol.server.transport.StdioServerTransportProvider", "reactor.core.publisher.Mono",
            "tools.jackson.databind.ObjectMapper", "com.networknt.schema.SchemaRegistry");

    /** An agent's session: the handshake, one search by words, then the end of its input. */
    private static final String MCP_SESSION = String.join("\n",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"archive-test\",\"version\":\"1\"}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"search_memory\","
                    + "\"arguments\":{\"query\":\"database locked\",\"mode\":\"lexical\"}}}", "");

    private static final Pattern LOADED = Pattern.compile("^(\\S+) source: (.*)$", Pattern.MULTILINE);

    @TempDir
    Path dir;

    @Test
    void aSearchLoadsItsClassesFromTheTrainedArchive() throws IOException, InterruptedException {
        Path workspace = ingestedWorkspace();
        String found = runLogged(workspace, "", "mempalace", "search", "--json", "database locked");
        assertTrue(found.contains("locks.md"), found);
        assertFromArchive(ARCHIVED);
    }

    /**
     * A lexical search has an archive of its own, which the launcher trains at the first one after a build: it
     * holds what a lexical search loads, and none of the model's runtimes, so that it is the smaller to relocate.
     */
    @Test
    void aLexicalSearchLoadsItsClassesFromItsOwnArchive() throws IOException, InterruptedException {
        Path workspace = ingestedWorkspace();
        Mempalace mempalace = new Mempalace(workspace, Files.createDirectories(dir.resolve("lexical-runs")));
        CommandRun first = mempalace.run(List.of("search", "--mode", "LEXICAL", "database locked"));
        assertEquals(0, first.exitCode(), first::describe);
        Path target = Mempalace.launcher().resolveSibling("adapter-cli").resolve("target");
        long lexicalBytes = Files.size(target.resolve("mempalace-lexical." + ending(target)));
        assertTrue(lexicalBytes > 1 << 20 && lexicalBytes < Files.size(target.resolve("mempalace." + ending(target))),
                () -> "the lexical archive holds " + lexicalBytes + " bytes");

        String found = runLogged(workspace, "", "mempalace-lexical", "search", "--json", "--mode", "lexical",
                "database locked");
        assertTrue(found.contains("locks.md"), found);
        assertFromArchive(ARCHIVED);
        String loaded = Files.readString(log());
        assertFalse(LOADED.matcher(loaded).results().anyMatch(m -> m.group(1).startsWith("ai.onnxruntime.")),
                "a lexical search started ONNX Runtime");
        assertFalse(LOADED.matcher(loaded).results()
                .anyMatch(m -> m.group(1).equals("jdk.jfr.internal.MetadataRepository")),
                "Jdbi registered its events with the JDK's Flight Recorder, which the launcher switches off");
        assertFalse(LOADED.matcher(loaded).results()
                .anyMatch(m -> m.group(1).equals("com.fasterxml.jackson.databind.ObjectMapper")),
                "the search set up databind's mapper to print its answer, which jackson-core's generator writes");
        assertFalse(LOADED.matcher(loaded).results().anyMatch(m -> m.group(1).startsWith("dev.mempalace.adapter.solr.")
                || m.group(1).startsWith("org.apache.solr.")),
                "choosing the SQLite index's store provider loaded Solr's classes");
        assertFalse(LOADED.matcher(loaded).results()
                .anyMatch(m -> m.group(1).startsWith("org.jdbi.v3.core.internal.lexer.")),
                "the search read its statements with Jdbi's ANTLR lexers, milliseconds each in a new process");
        assertFalse(LOADED.matcher(loaded).results().anyMatch(m -> m.group(1).startsWith("org.eclipse.jgit.")),
                "a search in a workspace without ignore files loaded JGit (the doctor's git reader), whose signed jar "
                        + "costs some 50 ms to verify");
        assertFalse(LOADED.matcher(loaded).results()
                .anyMatch(m -> m.group(1).equals("java.time.zone.TzdbZoneRulesProvider")),
                "the search read the time-zone database (a retrieval is counted under its UTC day)");
    }

    /** An agent starts the MCP server for each session: the SDK's classes come from the archive too. */
    @Test
    void anMcpServerLoadsItsClassesFromTheTrainedArchive() throws IOException, InterruptedException {
        Path workspace = ingestedWorkspace();
        // The launcher trains the MCP server's own archive at its first start.
        ProcessBuilder first = new ProcessBuilder(Mempalace.launcher().toString(), "mcp").directory(workspace.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(dir.resolve("first.err").toFile());
        first.environment().keySet().removeIf(name -> name.startsWith("MEMPALACE_"));
        first.environment().put("MEMPALACE_CACHE", Mempalace.CACHE.toString());
        first.environment().put("MEMPALACE_DAEMON", "off");
        assertEquals(0, first.start().waitFor(), () -> readQuietly(dir.resolve("first.err")));
        String answered = runLogged(workspace, MCP_SESSION, "mempalace-mcp", "mcp");
        assertTrue(answered.contains("locks.md"), answered);
        assertFromArchive(ARCHIVED_FOR_MCP);
    }

    /** A workspace of one note, ingested by the launcher (which trains the archive after a build). */
    private Path ingestedWorkspace() throws IOException {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.writeString(workspace.resolve("locks.md"), "# Locks\n\nThe database is locked by a scanner.\n");
        Mempalace mempalace = new Mempalace(workspace, Files.createDirectories(dir.resolve("runs")));
        CommandRun ingest = mempalace.run(List.of("ingest", "--no-embed"));
        assertEquals(0, ingest.exitCode(), ingest::describe);
        return workspace;
    }

    /**
     * Runs the command in the workspace with the launcher's {@code archive} (its name without the ending), logging
     * where each class came from (the launcher turns the JVM's logging off, so it runs here as the launcher runs
     * it), and answers its stdout.
     */
    private String runLogged(Path workspace, String input, String archive, String... command) throws IOException,
            InterruptedException {
        Path target = Mempalace.launcher().resolveSibling("adapter-cli").resolve("target");
        List<String> words = new ArrayList<>();
        words.add(launcherJava(target).toString());
        String ending = ending(target);
        words.addAll(LauncherCopy.jvmFlags(Mempalace.launcher(), ending));
        words.addAll(List.of((ending.equals("aot") ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=")
                + target.resolve(archive + "." + ending),
                "-Xlog:class+load=info:file=" + log() + ":none", "-jar", target.resolve("mempalace.jar").toString()));
        words.addAll(List.of(command));
        ProcessBuilder builder = new ProcessBuilder(words).directory(workspace.toFile())
                .redirectError(dir.resolve("run.err").toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("MEMPALACE_"));
        Process run = builder.start();
        try (OutputStream in = run.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, run.waitFor(), () -> out + readQuietly(dir.resolve("run.err")));
        return out;
    }

    /**
     * The java the launcher runs: the runtime it linked of the release's modules, where it could link one, else this
     * JDK's (an archive maps only on the runtime that dumped it).
     */
    private static Path launcherJava(Path target) {
        Path linked = target.resolve("runtime").resolve("bin").resolve("java");
        return Files.isExecutable(linked) ? linked : Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /**
     * The ending of the launcher's archives: {@code aot}, ahead-of-time caches, on a linked runtime of JDK 25 or later
     * (this build's JAVA_HOME, say), else {@code jsa}, class-data archives.
     */
    private static String ending(Path target) {
        Path runtime = target.resolve("runtime");
        return Files.isExecutable(runtime.resolve("bin/java")) && LauncherCopy.javaFeature(runtime) >= 25 ? "aot"
                : "jsa";
    }

    private Path log() {
        return dir.resolve("classes.log");
    }

    /**
     * The classes came from the launcher's one static archive: not from the jars, and not from the top layer of a
     * dynamic archive over the JDK's default one (which the JVM would relocate too, at every start).
     */
    private void assertFromArchive(Set<String> classes) throws IOException {
        Map<String, String> sources = LOADED.matcher(Files.readString(log()))
                .results().filter(m -> classes.contains(m.group(1)))
                .collect(Collectors.toMap(m -> m.group(1), m -> m.group(2), (first, second) -> first));
        assertEquals(classes, sources.keySet(), "the command loaded these classes at all");
        Map<String, String> elsewhere = new TreeMap<>(sources);
        elsewhere.values().removeIf(source -> source.equals("shared objects file"));
        assertEquals(Map.of(), elsewhere, "loaded from elsewhere than the launcher's static archive");
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
