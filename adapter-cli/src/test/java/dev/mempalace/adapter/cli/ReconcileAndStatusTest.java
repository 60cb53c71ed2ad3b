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
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReconcileAndStatusTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void ingest() throws Exception {
        ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());
    }

    @Test
    void reconcileAgreesRightAfterIngest() {
        CliResult result = ws.run("reconcile");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.json().get("agrees").asBoolean());
        assertEquals(3, result.json().get("unchanged").asInt());
    }

    @Test
    void reconcileNamesAddedChangedAndDeletedThenAgreesAfterIngest() throws Exception {
        drift();

        CliResult result = ws.run("reconcile");

        assertEquals(ExitCodes.DRIFT, result.code(), result::toString);
        JsonNode json = result.json();
        assertEquals(false, json.get("agrees").asBoolean());
        assertEquals(List.of("notes/new.md"), strings(json.get("added")));
        assertEquals(List.of(TestWorkspace.WSL), strings(json.get("changed")));
        assertEquals(List.of(TestWorkspace.POSTGRES), strings(json.get("deleted")));

        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());
        assertEquals(ExitCodes.OK, ws.run("reconcile").code());
    }

    @Test
    void reconcileTextMarksEachKindOfChange() throws Exception {
        drift();

        CliResult result = ws.run("reconcile", "--text");

        assertEquals(ExitCodes.DRIFT, result.code(), result::toString);
        assertTrue(result.out().contains("+ notes/new.md"), result::toString);
        assertTrue(result.out().contains("~ " + TestWorkspace.WSL), result::toString);
        assertTrue(result.out().contains("- " + TestWorkspace.POSTGRES), result::toString);
    }

    @Test
    void statusReportsCountsModelAndDrift() throws Exception {
        ws.write("notes/new.md", "# New note\n\nSomething new.\n");

        CliResult result = ws.run("status");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode json = result.json();
        assertEquals(dir.toAbsolutePath().normalize().toString(), json.get("workspace").asText());
        assertEquals(ws.index().toString(), json.get("index").asText());
        assertTrue(json.get("indexBytes").asLong() > 0);
        assertEquals(3, json.get("notes").asInt());
        int chunks = json.get("chunks").asInt();
        assertTrue(chunks >= 3, result::toString);
        assertEquals(chunks, json.get("chunksWithoutVectors").asInt());
        assertEquals(16, json.get("fingerprint").asText().length());
        assertEquals("BAAI/bge-small-en-v1.5", json.get("model").asText());
        assertEquals("int8", json.get("variant").asText());
        assertEquals(1, json.get("drift").get("added").asInt());
        assertEquals(0, json.get("drift").get("changed").asInt());
        assertEquals(0, json.get("drift").get("deleted").asInt());
    }

    @Test
    void statusTextNamesTheIndex() {
        CliResult result = ws.run("status", "--text");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains(ws.index().toString()), result::toString);
        assertTrue(result.out().contains("int8"), result::toString);
    }

    private void drift() throws Exception {
        ws.write("notes/new.md", "# New note\n\nSomething new.\n");
        ws.write(TestWorkspace.WSL, "# WSL memory limits\n\nNow capped at 4GB.\n");
        Files.delete(dir.resolve(TestWorkspace.POSTGRES));
    }

    private static List<String> strings(JsonNode array) {
        return java.util.stream.StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }
}
