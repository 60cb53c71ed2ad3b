package dev.mempalace.acceptance.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.acceptance.cli.Mempalace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several agents at once on one store: three {@code mempalace mcp} servers remember and search in a loop while a
 * CLI {@code ingest} runs again and again; afterwards nothing is lost and every server finds every note.
 */
class SharedStoreTest {

    private static final int SERVERS = 3;
    /** How long the agents keep working; only a bound, never asserted. */
    private static final Duration WORK = Duration.ofSeconds(20);

    @TempDir
    Path scratch;

    @Test
    void three_servers_and_a_cli_ingest_lose_nothing_and_every_server_finds_every_note() throws Exception {
        Path workspace = Files.createDirectory(scratch.resolve("workspace"));
        Files.writeString(workspace.resolve("seed.md"), "# Seed\n\nThe store exists before the agents start.\n");
        List<McpServerProcess> servers = new ArrayList<>();
        ExecutorService agents = Executors.newFixedThreadPool(SERVERS + 1);
        try {
            for (int i = 1; i <= SERVERS; i++) {
                servers.add(new McpServerProcess(workspace, "agent-" + i));
            }
            long deadline = System.nanoTime() + WORK.toNanos();
            List<Future<List<Remembered>>> work = new ArrayList<>();
            for (int i = 0; i < SERVERS; i++) {
                McpServerProcess server = servers.get(i);
                int agent = i + 1;
                work.add(agents.submit(() -> rememberAndSearch(server, agent, deadline)));
            }
            Future<Integer> ingests = agents.submit(() -> ingestUntil(workspace, deadline));

            List<Remembered> remembered = new ArrayList<>();
            for (Future<List<Remembered>> agent : work) {
                remembered.addAll(agent.get());
            }
            assertTrue(ingests.get() > 0, "the CLI never ingested");

            assertEquals(remembered.size() + 1, noteFiles(workspace), "every remembered note is one file");
            for (McpServerProcess server : servers) {
                for (Remembered note : remembered) {
                    assertEquals(note.path(), firstHit(server, note.token()), () -> "a server looking for " + note);
                }
            }
        } finally {
            agents.shutdownNow();
            servers.forEach(McpServerProcess::close);
        }
    }

    /** A note an agent remembered: where it went, and the one word only it holds. */
    private record Remembered(String path, String token) {
    }

    /** Until the deadline (and at least once): remember a note, then find it at once, from the same server. */
    private static List<Remembered> rememberAndSearch(McpServerProcess server, int agent, long deadline) {
        List<Remembered> remembered = new ArrayList<>();
        do {
            String token = "tok" + agent + "x" + remembered.size();
            String path = server.json("remember", Map.of("title", "Agent " + agent + " finding " + remembered.size(),
                    "body", "What agent " + agent + " learned, filed under " + token + ".", "tags",
                    List.of("agent-" + agent))).required("path").asText();
            Remembered note = new Remembered(path, token);
            assertEquals(path, firstHit(server, token), () -> "the same server looking for " + note);
            remembered.add(note);
        } while (System.nanoTime() < deadline);
        return remembered;
    }

    private static String firstHit(McpServerProcess server, String token) {
        JsonNode results = server.json("search_memory", Map.of("query", token, "mode", "lexical")).required("results");
        return results.isEmpty() ? "nothing" : results.get(0).required("path").asText();
    }

    /** Runs the real CLI's {@code ingest} again and again until the deadline; returns how many times it ran. */
    private int ingestUntil(Path workspace, long deadline) throws IOException, InterruptedException {
        int runs = 0;
        while (System.nanoTime() < deadline) {
            ProcessBuilder ingest = new ProcessBuilder(Mempalace.launcher().toString(), "--workspace",
                    workspace.toString(), "ingest", "--json")
                    .redirectOutput(scratch.resolve("ingest.out").toFile())
                    .redirectError(scratch.resolve("ingest.err").toFile());
            ingest.environment().keySet().removeIf(name -> name.startsWith("MEMPALACE_"));
            ingest.environment().put("MEMPALACE_CACHE", Mempalace.CACHE.toString());
            int exit = ingest.start().waitFor();
            assertEquals(0, exit, () -> "ingest failed: " + read(scratch.resolve("ingest.err")));
            runs++;
        }
        return runs;
    }

    private static long noteFiles(Path workspace) throws IOException {
        try (Stream<Path> files = Files.list(workspace)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".md")).count();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(no output: " + e + ")";
        }
    }
}
