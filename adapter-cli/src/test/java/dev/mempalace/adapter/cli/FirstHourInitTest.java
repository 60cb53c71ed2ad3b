package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The first minutes with a new workspace: init where the user said, a fresh store's status, the help text. */
class FirstHourInitTest {

    private static final String CACHE = TestWorkspace.CACHE.toString();

    @TempDir
    Path dir;

    @Test
    void initMakesTheFolderTheWorkspaceOptionNamesAndItsMissingParents() {
        Path folder = dir.resolve("new/deep/notes");

        CliResult init = TestWorkspace.runRaw("--workspace", folder.toString(), "init");

        assertEquals(0, init.code(), init::toString);
        assertEquals("folder and workspace created: " + folder, init.out().strip());
        assertTrue(Files.isRegularFile(folder.resolve(".mempalace/.gitignore")), init::toString);
    }

    @Test
    void initMakesTheFolderTheVariableNamesAndSaysWhenItWasAlreadyOne() {
        Path folder = dir.resolve("notes");
        Map<String, String> env = Map.of("MEMPALACE_WORKSPACE", folder.toString(), "MEMPALACE_CACHE", CACHE);

        CliResult first = TestWorkspace.runRawWithEnv(env, "init");
        CliResult second = TestWorkspace.runRawWithEnv(env, "init");

        assertEquals("folder and workspace created: " + folder, first.out().strip(), first::toString);
        assertEquals("already a workspace: " + folder, second.out().strip(), second::toString);
    }

    @Test
    void initsOwnDirWinsOverTheVariableAndADifferentWorkspaceOptionIsAUsageError() throws IOException {
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Map<String, String> env = Map.of("MEMPALACE_WORKSPACE", dir.resolve("other").toString(), "MEMPALACE_CACHE",
                CACHE);

        CliResult byDir = TestWorkspace.runRawWithEnv(env, "init", mine.toString());
        CliResult both = TestWorkspace.runRaw("--workspace", dir.resolve("other").toString(), "init",
                mine.toString());

        assertEquals("workspace created: " + mine, byDir.out().strip(), byDir::toString);
        assertFalse(Files.exists(dir.resolve("other")));
        assertEquals(ExitCodes.USAGE, both.code(), both::toString);
        assertEquals("mempalace: DIR " + mine + " and --workspace " + dir.resolve("other") + " name different "
                + "folders; give one (see 'mempalace init --help')", both.err().strip());
    }

    @Test
    void theStatusOfAFreshWorkspaceIsZeroNotesNotAMissingIndex() {
        Path folder = dir.resolve("fresh");
        assertEquals(0, TestWorkspace.runRaw("init", folder.toString()).code());

        CliResult json = TestWorkspace.runRaw("--workspace", folder.toString(), "status", "--json");
        CliResult text = TestWorkspace.runRaw("--workspace", folder.toString(), "status", "--text");

        assertEquals(0, json.code(), json::toString);
        assertEquals(0, json.json().get("notes").asInt());
        assertEquals(0, text.code(), text::toString);
        assertTrue(text.out().lines().anyMatch(l -> l.matches("notes\\s+0")), text::toString);
    }

    @Test
    void everyMempalaceFolderAnIndexIsWrittenIntoGetsTheSameGitignoreAsInit() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("plain"));
        Files.writeString(folder.resolve("a.md"), "# A\n\nquokka\n");
        Path data = dir.resolve("data");

        CliResult ingest = TestWorkspace.runRaw("--workspace", folder.toString(), "ingest", "--no-embed");
        CliResult remembered = TestWorkspace.runRawWithEnv(Map.of("XDG_DATA_HOME", data.toString(),
                "MEMPALACE_CACHE", CACHE), "remember", "--title", "User store note", "--body", "quokka");
        assertEquals(0, TestWorkspace.runRaw("init", dir.resolve("made").toString()).code());

        assertEquals(0, ingest.code(), ingest::toString);
        assertEquals(0, remembered.code(), remembered::toString);
        String byInit = Files.readString(dir.resolve("made/.mempalace/.gitignore"));
        assertEquals(byInit, Files.readString(folder.resolve(".mempalace/.gitignore")));
        assertEquals(byInit, Files.readString(data.resolve("mempalace/notes/.mempalace/.gitignore")));
    }

    @Test
    void theHelpNeverBreaksALineInsideAFileName() {
        Pattern broken = Pattern.compile("(\\.\\R\\s*(mempalace|sqlite))|([\\s/]\\.\\R)");
        for (String command : List.of("", "ingest", "embed", "search", "reconcile", "status", "get", "remember",
                "init", "mcp", "serve")) {
            CliResult help = TestWorkspace.runRaw((command + " --help").strip().split(" "));
            assertEquals(0, help.code(), help::toString);
            assertFalse(broken.matcher(help.out()).find(), help::out);
        }
    }
}
