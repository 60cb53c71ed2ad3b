package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.claudecode.ClaudeCodeWriter;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench embedding} on the real adapters and the bundled int8 model, over two Claude Code sessions. */
class EmbeddingBenchCommandTest {

    @TempDir
    Path dir;

    @Test
    void racesTheProductsFirstImportAgainstTheBareModelOverTheSameTextsWithTheSameVectors() throws Exception {
        Path projects = dir.resolve("projects");
        session(projects, "0b7a3c52-4d0e-4f57-9a63-1d2e3f405162", "why does the gradle daemon hold a lock",
                "The daemon keeps the build cache locked; stop it with gradle --stop.");
        session(projects, "1c8b4d63-5e1f-4068-8b74-2e3f40516273", "how much memory does wsl take",
                "Half the host's memory by default; cap it in .wslconfig.");
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));

        CliResult result = ws.run("bench", "embedding", projects.toString(), "--rounds", "2", "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode root = new ObjectMapper().readTree(result.out());
        assertEquals("embedding", root.get("benchmark").asText());
        assertEquals(0.0, root.get("largestDifference").asDouble(), "the bare model's vectors are the product's");
        assertEquals(2, root.get("rounds").size());
        assertEquals("product", root.at("/rounds/0/first").asText());
        assertEquals("bare", root.at("/rounds/1/first").asText());
        for (JsonNode round : root.get("rounds")) {
            assertEquals(2, round.at("/product/exchanges").asInt(), root::toString);
            assertTrue(round.at("/product/chunks").asInt() >= 2, root::toString);
            assertEquals(round.at("/product/chunks").asInt(), round.at("/bare/chunks").asInt(), root::toString);
            assertEquals(round.at("/product/tokens").asLong(), round.at("/bare/tokens").asLong(), root::toString);
        }
    }

    @Test
    void aMissingFolderIsAUsageError() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));

        CliResult result = ws.run("bench", "embedding", dir.resolve("none").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertTrue(result.err().contains("not a folder"), result::toString);
    }

    private static void session(Path projects, String id, String prompt, String reply) throws Exception {
        ClaudeCodeWriter writer = new ClaudeCodeWriter(id, "/work/app", null);
        Instant time = Instant.parse("2026-11-30T10:00:00Z");
        writer.add(writer.user(time, prompt));
        writer.add(writer.assistant(time.plusSeconds(5), "msg_" + id.substring(0, 8), ClaudeCodeWriter.text(reply)));
        Path file = ClaudeCodeWriter.projectFolder(projects, "/work/app").resolve(id + ".jsonl");
        Files.createDirectories(file.getParent());
        Files.writeString(file, writer.text(), StandardCharsets.UTF_8);
    }
}
