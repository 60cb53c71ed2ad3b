package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IngestCommandTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void createWorkspace() throws Exception {
        ws = TestWorkspace.create(dir);
    }

    @Test
    void ingestPrintsItsCountsAsJson() {
        CliResult result = ws.run("ingest", "--no-embed");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode json = result.json();
        assertEquals(3, json.get("added").asInt());
        assertEquals(0, json.get("changed").asInt());
        assertEquals(0, json.get("removed").asInt());
        assertEquals(0, json.get("touched").asInt());
        assertEquals(0, json.get("unchanged").asInt());
        assertTrue(json.get("chunks").asInt() >= 3, result::toString);
        assertTrue(json.get("skipped").isArray() && json.get("skipped").isEmpty());
        assertTrue(json.get("embedding").isNull());
        assertTrue(Files.isRegularFile(ws.index()));
    }

    @Test
    void aSecondIngestLeavesUnchangedNotesAlone() throws Exception {
        ws.run("ingest", "--no-embed");
        ws.write(TestWorkspace.WSL, "# WSL memory limits\n\nNow capped at 4GB.\n");

        JsonNode json = ws.run("ingest", "--no-embed").json();

        assertEquals(0, json.get("added").asInt());
        assertEquals(1, json.get("changed").asInt());
        assertEquals(2, json.get("unchanged").asInt());
    }

    @Test
    void textFormSaysWhatHappened() {
        CliResult result = ws.run("ingest", "--no-embed", "--text");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().startsWith("ingested: 3 added, 0 changed"), result::toString);
        assertTrue(result.out().contains("mempalace embed"), result::toString);
    }

    @Test
    void anUnreadableNoteIsNamedAndExitsWithEight() throws Exception {
        OrdinaryUser.assumeAvailable();
        Path broken = Files.writeString(dir.resolve("broken.md"), "# Broken\n");
        Files.setPosixFilePermissions(broken, PosixFilePermissions.fromString("---------"));

        CliResult result = OrdinaryUser.run("--workspace", dir.toString(), "ingest", "--no-embed", "--json");

        assertEquals(ExitCodes.NOTES_SKIPPED, result.code(), result::toString);
        assertEquals(3, result.json().get("added").asInt());
        assertEquals(1, result.json().get("skipped").size());
        assertTrue(result.err().contains("mempalace: could not read broken.md"), result::toString);
    }

    @Test
    void jsonAndTextTogetherAreAUsageError() {
        CliResult result = ws.run("ingest", "--no-embed", "--json", "--text");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }
}
