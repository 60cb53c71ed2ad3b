package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DoctorCommandTest {

    @TempDir
    Path dir;

    @Test
    void aCopyAndABrokenLinkAreFoundEachWithItsCommandExit12AndNoNoteChanges() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);
        ws.write("runbooks/wsl-copy.md", Files.readString(dir.resolve(TestWorkspace.WSL)) + "\n");
        ws.write("notes/links.md", "# Links\n\nSee [[nowhere]].\n");
        String before = Files.readString(dir.resolve(TestWorkspace.WSL));
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        CliResult json = ws.run("doctor", "--json");
        CliResult text = ws.run("doctor", "--text");

        assertEquals(ExitCodes.FOUND, json.code(), json::toString);
        JsonNode root = json.json();
        assertEquals(List.of("duplicates", "brokenLinks", "orphans", "superseded", "stale", "neverRetrieved"),
                iterate(root));
        assertEquals("exact", root.get("duplicates").get(0).get("kind").asText());
        assertEquals("nowhere", root.get("brokenLinks").get(0).get("target").asText());
        assertEquals(3, root.get("brokenLinks").get(0).get("line").asInt());
        assertEquals(ExitCodes.FOUND, text.code(), text::toString);
        assertTrue(text.out().contains("--supersedes runbooks/wsl-copy.md"), text::toString);
        assertTrue(text.out().contains("fix the link: mempalace get notes/links.md:3"), text::toString);
        assertEquals(before, Files.readString(dir.resolve(TestWorkspace.WSL)));
    }

    @Test
    void aTidyMemoryExits0() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        CliResult result = ws.run("doctor", "--text");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains("nothing to tend"), result::toString);
    }

    private static List<String> iterate(JsonNode root) {
        List<String> names = new ArrayList<>();
        root.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
