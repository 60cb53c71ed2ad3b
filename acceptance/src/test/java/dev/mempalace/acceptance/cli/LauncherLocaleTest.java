package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The launcher under a locale whose charset is ASCII (no locale, {@code LANG=C}, {@code LC_ALL=POSIX}: containers,
 * cron) still opens a note with a non-ASCII name and passes a non-ASCII query intact.
 */
class LauncherLocaleTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> LOCALE = List.of("LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"LANG=C", "", "LC_ALL=POSIX"})
    void aNonAsciiNoteAndQueryWorkUnderAnAsciiLocale(String locale) throws IOException {
        assumeTrue("UTF-8".equals(System.getProperty("sun.jnu.encoding")),
                "this test's own JVM needs UTF-8 file names and arguments to set the scene");
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.writeString(workspace.resolve("café.md"), "# Café\n\nThe café serves espresso.\n",
                StandardCharsets.UTF_8);
        Mempalace mempalace = new Mempalace(workspace, Files.createDirectories(dir.resolve("runs")));
        Consumer<Map<String, String>> env = e -> {
            e.keySet().removeAll(LOCALE);
            if (!locale.isEmpty()) {
                e.put(locale.substring(0, locale.indexOf('=')), locale.substring(locale.indexOf('=') + 1));
            }
        };

        CommandRun ingest = mempalace.run(List.of("ingest", "--no-embed", "--json"), env);
        CommandRun search = mempalace.run(List.of("search", "--json", "--mode", "lexical", "café"), env);
        CommandRun reconcile = mempalace.run(List.of("reconcile", "--json"), env);
        CommandRun status = mempalace.run(List.of("status", "--json"), env);

        assertEquals(0, ingest.exitCode(), ingest::describe);
        assertEquals(1, json(ingest).get("added").asInt(), ingest::describe);
        assertEquals(0, search.exitCode(), search::describe);
        assertEquals("café", json(search).get("query").asText(), search::describe);
        assertEquals("café.md", json(search).get("results").get(0).get("path").asText(), search::describe);
        assertEquals(0, reconcile.exitCode(), reconcile::describe);
        assertEquals(0, status.exitCode(), status::describe);
        assertEquals(1, json(status).get("notes").asInt(), status::describe);
    }

    private static JsonNode json(CommandRun run) throws IOException {
        return JSON.readTree(run.stdout());
    }
}
