package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IndexCopyCommandTest {

    @TempDir
    Path dir;

    @TempDir
    Path elsewhere;

    private TestWorkspace ws;

    @BeforeEach
    void createWorkspace() throws Exception {
        ws = TestWorkspace.create(dir);
    }

    @Test
    void aCopyToAnotherFileSearchesByMeaningAsTheSourceWithoutEmbeddingAnything() {
        CliResult ingest = ws.run("ingest", "--json");
        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        int embedded = ingest.json().get("embedding").get("embedded").asInt();
        Path copy = elsewhere.resolve("copy.sqlite");

        CliResult result = ws.run("index", "copy", "--to", copy.toString(), "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode json = result.json();
        assertEquals(0, json.get("embedded").asInt(), "no chunk was embedded again");
        assertEquals(embedded, json.get("copied").asInt(), result::toString);
        assertEquals(3, json.get("notes").asInt());
        assertEquals(json.get("chunks").asInt(), json.get("withVector").asInt());
        assertEquals(copy.toString(), json.get("to").asText());
        assertEquals(ws.index().toString(), json.get("index").asText());
        for (String query : List.of("gradle daemon lock", "wsl memory", "which database for events")) {
            JsonNode source = ws.run("search", "--mode", "vector", "--explain", query).json();
            JsonNode copied = ws.run("--index", copy.toString(), "search", "--mode", "vector", "--explain", query)
                    .json();
            assertEquals("vector", copied.get("mode").asText());
            assertFalse(source.get("results").isEmpty(), query);
            assertEquals(source.get("results"), copied.get("results"), query);
        }
    }

    @Test
    void aSecondCopyFindsNothingLeftAndANewNoteIsEmbeddedAndCounted() throws Exception {
        ws.run("ingest", "--json");
        Path copy = elsewhere.resolve("copy.sqlite");
        ws.run("index", "copy", "--to", copy.toString());
        ws.write("notes/kafka.md", "# Kafka retention\n\nTopics keep events for seven days.\n");

        JsonNode json = ws.run("index", "copy", "--to", copy.toString(), "--json").json();

        assertEquals(List.of(0, 1), List.of(json.get("copied").asInt(), json.get("embedded").asInt()),
                json::toString);
        assertEquals(4, json.get("notes").asInt());
        assertEquals(3, ws.run("status", "--json").json().get("notes").asInt(), "the source index is only read");
    }

    @Test
    void theTextFormSaysWhatWasCopied() {
        int embedded = ws.run("ingest", "--json").json().get("embedding").get("embedded").asInt();
        Path copy = elsewhere.resolve("copy.sqlite");

        CliResult result = ws.run("index", "copy", "--to", copy.toString(), "--text");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().startsWith("copied to " + copy + ": 3 note(s), "), result::toString);
        assertTrue(result.out().contains("; " + embedded + " vector(s) copied, 0 embedded in "), result::toString);
    }

    @Test
    void withoutAnIndexToCopyItExitsThreeAndWritesNothing() {
        Path copy = elsewhere.resolve("copy.sqlite");

        CliResult result = ws.run("index", "copy", "--to", copy.toString());

        assertEquals(ExitCodes.NO_INDEX, result.code(), result::toString);
        assertFalse(Files.exists(copy), result::toString);
    }

    @Test
    void copyingAnIndexOntoItselfOrNowhereIsAUsageError() {
        ws.run("ingest", "--no-embed");

        CliResult itself = ws.run("index", "copy", "--to", ws.index().toString());
        CliResult nowhere = ws.run("index", "copy");
        CliResult bad = ws.run("index", "copy", "--to", "solr://");

        assertEquals(ExitCodes.USAGE, itself.code(), itself::toString);
        assertTrue(itself.err().contains("--to names the index being copied"), itself::toString);
        assertEquals(ExitCodes.USAGE, nowhere.code(), nowhere::toString);
        assertEquals(ExitCodes.USAGE, bad.code(), bad::toString);
        assertEquals(1, bad.errLines().size(), bad::toString);
    }
}
