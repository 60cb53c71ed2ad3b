package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.command.WorkspaceLocation;
import dev.mempalace.adapter.cli.output.Io;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** remember, get, init and the workspace found without flags, through the real command line. */
class AgentCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static JsonNode json(CliResult result) throws IOException {
        assertEquals(0, result.code(), result::toString);
        return JSON.readTree(result.out());
    }

    private static List<String> paths(JsonNode search) {
        List<String> paths = new ArrayList<>();
        search.get("results").forEach(hit -> paths.add(hit.get("path").asText()));
        return paths;
    }

    @Test
    void aRememberedNoteIsFoundByTheNextSearchAndNeverReplacesAnother() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        assertEquals(0, ws.run("ingest", "--no-embed").code());
        JsonNode first = json(ws.run("remember", "--title", "Zanzibar build cache", "--tags", "build,cache",
                "--folder", "learned", "--body", "The zanzibar cache must be wiped after a toolchain upgrade."));
        assertEquals("learned/zanzibar-build-cache.md", first.get("path").asText());
        assertEquals(ws.dir.resolve("learned/zanzibar-build-cache.md").toString(), first.get("absolutePath").asText());
        JsonNode second = json(ws.runWithInput("Another zanzibar lesson.\n", "remember", "--title",
                "Zanzibar build cache"));
        assertEquals("zanzibar-build-cache.md", second.get("path").asText());
        JsonNode third = json(ws.runWithInput("A third one.\n", "remember", "--title", "Zanzibar build cache"));
        assertEquals("zanzibar-build-cache-2.md", third.get("path").asText());
        assertTrue(Files.readString(ws.dir.resolve("zanzibar-build-cache.md")).contains("Another zanzibar lesson."));

        JsonNode found = json(ws.run("search", "zanzibar", "--mode", "lexical", "--tag", "cache"));
        assertEquals(List.of("learned/zanzibar-build-cache.md"), paths(found));
        assertEquals(ws.dir.toString(), found.get("workspace").asText());
        assertEquals(0, ws.run("reconcile").code(), "remember left the index in step with the notes");
    }

    @Test
    void getPrintsTheLinesAHitPointsToAndRefusesPathsOutsideTheWorkspace() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        JsonNode lines = json(ws.run("get", TestWorkspace.WSL + ":3-4"));
        assertEquals(3, lines.get("from").asInt());
        assertEquals(4, lines.get("to").asInt());
        assertEquals("WSL2 takes up to half of the host memory by default, which starves the IDE.",
                lines.get("lines").get(0).get("text").asText());
        assertEquals(4, lines.get("lines").get(1).get("line").asInt());
        Files.writeString(dir.resolve("secret.md"), "# Secret\n", StandardCharsets.UTF_8);
        for (String bad : List.of("../secret.md", dir.resolve("secret.md").toString(), "notes.txt", ".hidden/x.md")) {
            CliResult refused = ws.run("get", bad);
            assertEquals(2, refused.code(), refused::toString);
            assertFalse(refused.err().contains("Secret"), refused::toString);
            assertEquals(1, refused.err().strip().lines().count(), refused::toString);
        }
        CliResult text = ws.run("get", TestWorkspace.WSL + ":1", "--text");
        assertEquals("1  # WSL memory limits\n", text.out().replace("\r\n", "\n"));
        assertTrue(text.err().startsWith("mempalace: workspace " + ws.dir + " (--workspace), index "), text.err());
    }

    @Test
    void withoutAWorkspaceOptionCommandsUseTheUsersStore() throws IOException {
        Path data = dir.resolve("data");
        Map<String, String> env = Map.of("XDG_DATA_HOME", data.toString(), "MEMPALACE_CACHE",
                TestWorkspace.CACHE.toString());
        CliResult remembered = TestWorkspace.runRawWithEnv(env, "remember", "--title", "User store note", "--body",
                "kept in the quokka store");
        assertEquals(0, remembered.code(), remembered::toString);
        Path store = data.resolve("mempalace").resolve("notes");
        assertTrue(Files.isRegularFile(store.resolve("user-store-note.md")), remembered::toString);
        JsonNode found = json(TestWorkspace.runRawWithEnv(env, "search", "quokka", "--mode", "lexical"));
        assertEquals(List.of("user-store-note.md"), paths(found));
        assertEquals(store.toString(), found.get("workspace").asText());
    }

    @Test
    void theNearestEnclosingWorkspaceIsFoundLikeGitFindsItsFolder() throws IOException {
        Path project = dir.resolve("project");
        Path deep = project.resolve("src/main/java");
        Files.createDirectories(deep);
        CliResult init = TestWorkspace.runRaw("init", project.toString());
        assertEquals(0, init.code(), init::toString);
        assertTrue(Files.readString(project.resolve(".mempalace/.gitignore")).contains("*"));
        Io io = new Io(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                Map.of("XDG_DATA_HOME", dir.resolve("data").toString()), false);
        assertEquals(new WorkspaceLocation(project, WorkspaceLocation.Found.ENCLOSING),
                WorkspaceLocation.discover(deep, io));
        assertEquals(WorkspaceLocation.Found.USER_STORE, WorkspaceLocation.discover(dir.resolve("elsewhere"), io)
                .found());
        assertEquals(0, TestWorkspace.runRaw("init", project.toString()).code(), "init twice is fine");
    }

    @Test
    void aNoteWhoseFrontMatterDoesNotParseIsIndexedWithAWarningNamingItsFileAndLine() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        ws.write("broken.md", "---\ntitle: fine\ntags: [unclosed\n---\n# Broken front matter\n\nquokka text\n");
        JsonNode ingest = json(ws.run("ingest", "--no-embed"));
        List<String> warnings = new ArrayList<>();
        ingest.get("warnings").forEach(w -> warnings.add(w.asText()));
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).startsWith("broken.md: YAML front matter does not parse at line "),
                warnings::toString);
        assertEquals(List.of("broken.md"), paths(json(ws.run("search", "quokka", "--mode", "lexical"))));
    }
}
