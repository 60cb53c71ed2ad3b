package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchSessionsTest {

    /** The folder a relative --project is resolved against. */
    private static final Path HERE = Path.of(System.getProperty("user.dir")).toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void ingest() throws Exception {
        ws = TestWorkspace.create(dir);
        ws.write("sessions/codex/r1.md", "---\nsource: session\nharness: codex\nsession: r1\nproject: "
                + HERE.resolve("shop") + "\nbranch: fix/clock\ntranscript: /home/u/.codex/sessions/r1.jsonl\n---\n"
                + "# Session r1\n\n## 2026-11-30 14:03 UTC (lines 12–30)\n\nThe flaky checkout test wanted a frozen "
                + "clock.\n");
        ws.write("notes/checkout.md", "---\nproject: " + HERE.resolve("shopping") + "\n---\n# Checkout\n\nThe "
                + "flaky checkout test and its frozen clock.\n");
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());
    }

    private static List<String> paths(JsonNode json) {
        return StreamSupport.stream(json.get("results").spliterator(), false).map(r -> r.get("path").asText())
                .toList();
    }

    @Test
    void sourceSessionsFindsOnlyTheSessionWithItsOriginAndTranscriptLines() {
        JsonNode json = ws.run("search", "--source", "sessions", "flaky", "checkout", "clock").json();
        assertEquals(List.of("sessions/codex/r1.md"), paths(json));
        JsonNode session = json.get("results").get(0).get("session");
        assertEquals("codex", session.get("harness").asText());
        assertEquals("r1", session.get("id").asText());
        assertEquals(HERE.resolve("shop").toString(), session.get("project").asText());
        assertEquals("fix/clock", session.get("branch").asText());
        assertEquals("/home/u/.codex/sessions/r1.jsonl", session.get("transcript").asText());
        assertEquals(12, session.get("startLine").asInt());
        assertEquals(30, session.get("endLine").asInt());
    }

    @Test
    void aHitOnAChunkOfSeveralShortExchangesPointsToAllTheirTranscriptLines() throws Exception {
        ws.write("sessions/claude-code/s2.md", "---\nsource: session\nharness: claude-code\nsession: s2\n"
                + "transcript: /home/u/.claude/projects/-w/s2.jsonl\n---\n"
                + "## 2026-11-30 15:00 UTC\n<!-- transcript lines 1–4 -->\n\nWhy does the gradle build wait?\n\n"
                + "## 2026-11-30 15:01 UTC\n<!-- transcript lines 6–8 -->\n\nThe daemon holds the lock.\n\n"
                + "## 2026-11-30 15:02 UTC\n<!-- transcript lines 10–11 -->\n\nStopping it clears the zeppelin "
                + "cache.\n");
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        JsonNode hit = ws.run("search", "--source", "sessions", "zeppelin").json().get("results").get(0);

        assertEquals("sessions/claude-code/s2.md", hit.get("path").asText(), hit::toString);
        assertEquals(List.of(1, 11), List.of(hit.get("session").get("startLine").asInt(),
                hit.get("session").get("endLine").asInt()), hit::toString);
        assertEquals("2026-11-30 15:00 UTC", hit.get("heading").asText(), "the lines are no heading text");
        assertEquals(List.of(), paths(ws.run("search", "--source", "sessions", "transcript").json()),
                "nor words of the chunk");
    }

    @Test
    void sourceNotesFindsOnlyTheNoteAndItsHitHasNoSession() {
        JsonNode json = ws.run("search", "--source", "NOTES", "flaky", "checkout", "clock").json();
        assertEquals(List.of("notes/checkout.md"), paths(json));
        assertFalse(json.get("results").get(0).has("session"));
    }

    @Test
    void aRelativeProjectIsResolvedAgainstTheWorkingDirectoryAndTakesWholeFolders() {
        assertEquals(List.of("sessions/codex/r1.md"),
                paths(ws.run("search", "--project", "shop/./", "flaky", "clock").json()));
        assertEquals(List.of("notes/checkout.md"),
                paths(ws.run("search", "--project", "x/../shopping", "flaky", "clock").json()));
        assertEquals(2, paths(ws.run("search", "--project", HERE.toString(), "flaky", "clock").json()).size());
    }

    @Test
    void aBadSourceIsAUsageErrorOfOneLine() {
        CliResult result = ws.run("search", "--source", "transcripts", "clock");
        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
        assertTrue(result.err().startsWith("mempalace: --source takes notes or sessions, not 'transcripts'"),
                result::toString);
    }
}
