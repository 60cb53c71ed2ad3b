package dev.mempalace.acceptance.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.acceptance.cli.Mempalace;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.start.Main;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One answer shape (issue #15): the same calls on one store, made through the command line's {@code --json} (run
 * in this process) and through the MCP server's tools, answer with the same JSON, field by field. Only an embed
 * run's millis (a time) and the wording of a notice (each driver's own) may differ.
 */
class OneAnswerShapeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> QUERIES = List.of("gradle build behind the proxy", "backup the database",
            "why did we choose postgres", "wsl memory limit");

    @TempDir
    Path scratch;

    @Test
    void the_command_line_and_the_mcp_server_answer_the_same_calls_with_the_same_json() throws Exception {
        Path workspace = Files.createDirectory(scratch.toRealPath().resolve("workspace"));
        notes(workspace);
        Files.createSymbolicLink(workspace.resolve("evil-link.md"), scratch.resolve("outside.md"));
        Files.writeString(scratch.resolve("outside.md"), "# Outside\n\nNot a note of this memory.\n");
        cli(workspace, "ingest", "--json");
        Settings settings = new Settings(workspace, Settings.defaultIndex(workspace), Optional.empty(),
                Settings.INT8, Mempalace.CACHE);

        try (McpPipe mcp = McpPipe.serve(settings)) {
            for (String mode : List.of("lexical", "vector", "hybrid")) {
                for (String query : QUERIES) {
                    assertSameSearch(cli(workspace, "search", "--json", "--limit", "4", "--mode", mode, query),
                            mcp.call("search_memory", Map.of("query", query, "limit", 4, "mode", mode)));
                }
            }
            JsonNode poor = mcp.call("search_memory", Map.of("query", "zzyzx quux", "mode", "lexical"));
            assertSameSearch(cli(workspace, "search", "--json", "--mode", "lexical", "zzyzx quux"), poor);
            assertEquals(1, poor.get("warnings").size(), poor::toString);

            assertSame(cli(workspace, "get", "--json", "runbooks/gradle-proxy.md"),
                    mcp.call("read_note", Map.of("path", "runbooks/gradle-proxy.md")));
            assertSame(cli(workspace, "get", "--json", "runbooks/gradle-proxy.md:3-5"),
                    mcp.call("read_note", Map.of("path", "runbooks/gradle-proxy.md", "from", 3, "to", 5)));

            JsonNode status = mcp.call("memory_status", Map.of());
            assertSame(cli(workspace, "status", "--json"), status);
            assertTrue(status.get("indexBytes").asLong() > 0, status::toString);

            JsonNode remembered = mcp.call("remember", Map.of("title", "Answer shapes", "body", "One tree, two "
                    + "drivers.", "tags", List.of("design")));
            Files.delete(workspace.resolve(remembered.get("path").asText()));
            assertSame(cli(workspace, "remember", "--json", "--title", "Answer shapes", "--tags", "design",
                    "--body", "One tree, two drivers."), remembered);
            assertFalse(remembered.has("warnings"), "a note of its own draws no warning about evil-link.md: "
                    + remembered);

            JsonNode synced = mcp.call("sync", Map.of());
            assertSame(timeless(cli(workspace, "ingest", "--json")), timeless(synced));
            assertEquals(1, synced.get("warnings").size(), synced::toString);
            assertTrue(synced.get("warnings").get(0).asText().startsWith("passed over evil-link.md"),
                    synced::toString);
        }
    }

    /** Equal field by field, with a message that shows both answers when they are not. */
    private static void assertSame(JsonNode cli, JsonNode mcp) {
        assertEquals(cli, mcp, () -> "command line: " + cli + "\nMCP server:   " + mcp);
    }

    /** Equal but for the wording of the warnings, each driver's own: as many warnings, in the same places. */
    private static void assertSameSearch(JsonNode cli, JsonNode mcp) {
        assertEquals(cli.get("warnings").size(), mcp.get("warnings").size(), () -> cli + "\n" + mcp);
        ObjectNode cliRest = cli.deepCopy();
        cliRest.remove("warnings");
        ObjectNode mcpRest = mcp.deepCopy();
        mcpRest.remove("warnings");
        assertSame(cliRest, mcpRest);
    }

    /** The answer without the embed run's millis, a time that no two runs share. */
    private static JsonNode timeless(JsonNode answer) {
        ObjectNode copy = answer.deepCopy();
        ((ObjectNode) copy.get("embedding")).remove("millis");
        return copy;
    }

    /** Runs the command line in this process, as its own tests do, and reads the JSON it printed. */
    private static JsonNode cli(Path workspace, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of("--workspace", workspace.toString()));
        all.addAll(List.of(args));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new Io(new PrintWriter(out), new PrintWriter(err),
                Map.of("MEMPALACE_CACHE", Mempalace.CACHE.toString()), false, InputStream.nullInputStream()),
                all.toArray(String[]::new));
        assertEquals(0, code, () -> String.join(" ", args) + ": " + err);
        return JSON.readTree(out.toString());
    }

    private static void notes(Path workspace) throws IOException {
        Files.createDirectories(workspace.resolve("runbooks"));
        Files.createDirectories(workspace.resolve("adr"));
        Files.writeString(workspace.resolve("runbooks/gradle-proxy.md"), "# Gradle behind the proxy\n\n"
                + "The build fails to download plugins behind the office proxy.\n"
                + "Set JAVA_TOOL_OPTIONS with the proxy host and port.\n\n"
                + "## Why\n\nGradle's daemon ignores the shell's proxy variables.\n");
        Files.writeString(workspace.resolve("runbooks/backups.md"), "---\ntags: [ops]\n---\n# Database backups\n\n"
                + "Dump the database every night and copy the file to the NAS.\n");
        Files.writeString(workspace.resolve("adr/postgres.md"), "# ADR 3: PostgreSQL over MySQL\n\n"
                + "We chose PostgreSQL for its JSON columns and its extensions.\n");
        Files.writeString(workspace.resolve("adr/old-db.md"), "---\nstatus: superseded\n---\n# ADR 1: MySQL\n\n"
                + "We first chose MySQL; ADR 3 replaces this.\n");
        Files.writeString(workspace.resolve("wsl.md"), "# WSL memory\n\nCap the memory WSL takes in .wslconfig, "
                + "or the builds starve Windows.\n");
    }
}
