package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.geminicli.GeminiCliWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SessionsCommandTest {

    private static final String TOKEN = "xoxb-" + "2048000000-4096000000-" + "Zq7RvL2mXk9pWd4TnB8sYh3c";

    @TempDir
    Path dir;

    private TestWorkspace ws;
    private Path projects;
    private Path transcript;

    @BeforeEach
    void transcripts() throws IOException {
        ws = TestWorkspace.create(dir.resolve("ws"));
        projects = dir.resolve("claude/projects");
        transcript = projects.resolve("-ws/feed0001.jsonl");
        Files.createDirectories(transcript.getParent());
        Files.writeString(transcript, line("user", "u1", "post the release note with the bot token " + TOKEN)
                + line("assistant", "a1", "Posted the release note to the channel."));
    }

    private String line(String type, String uuid, String text) {
        Object content = type.equals("user") ? "\"" + text + "\"" : "[{\"type\":\"text\",\"text\":\"" + text + "\"}]";
        return "{\"type\":\"" + type + "\",\"uuid\":\"" + uuid + "\",\"sessionId\":\"feed0001\",\"cwd\":\""
                + ws.dir.toAbsolutePath() + "\",\"timestamp\":\"2026-11-30T10:00:00Z\",\"message\":{\"role\":\""
                + type + "\",\"content\":" + content + "}}\n";
    }

    @Test
    void sourcesAreAddedListedAndRemovedByName() {
        JsonNode added = ws.run("sessions", "add", "claude-code", projects.toString()).json();
        assertEquals("claude-code", added.get("name").asText());
        assertEquals(projects.toString(), added.get("folders").get(0).asText());
        assertEquals(ws.dir.toAbsolutePath().normalize().toString(), added.get("project").asText(),
                "a workspace given by --workspace is a project workspace: its own sessions only");
        assertTrue(ws.run("sessions", "add", "codex", "--all-projects", "--name", "cx").json().get("project")
                .isNull());
        assertEquals(2, ws.run("sessions", "list").json().get("sources").size());

        CliResult taken = ws.run("sessions", "add", "claude-code");
        assertEquals(ExitCodes.USAGE, taken.code(), taken::toString);
        assertEquals(1, taken.errLines().size(), taken::toString);
        assertEquals(ExitCodes.USAGE, ws.run("sessions", "add", "cursor").code());
        assertEquals(ExitCodes.OK, ws.run("sessions", "remove", "cx").code());
        assertEquals(ExitCodes.USAGE, ws.run("sessions", "remove", "cx").code());
        assertEquals(1, ws.run("sessions", "list").json().get("sources").size());
    }

    @Test
    void aScanNamesTheKindsAndWritesNothing() throws IOException {
        ws.run("sessions", "add", "claude-code", projects.toString());

        CliResult scan = ws.run("sessions", "scan");

        assertEquals(ExitCodes.OK, scan.code(), scan::toString);
        JsonNode finding = scan.json().get("findings").get(0);
        assertEquals(transcript.toString(), finding.get("transcript").asText());
        assertEquals(1, finding.get("redacted").get("slack-bot-token").asInt(), scan::toString);
        assertFalse(scan.out().contains(TOKEN));
        assertFalse(Files.exists(ws.dir.resolve("sessions")));
    }

    @Test
    void ingestImportsRedactsAndCountsByKind() throws IOException {
        ws.run("sessions", "add", "claude-code", projects.toString());

        CliResult ingest = ws.run("ingest", "--no-embed");

        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        JsonNode sessions = ingest.json().get("sessions");
        assertEquals(1, sessions.get("created").asInt());
        assertEquals(1, sessions.get("redacted").get("slack-bot-token").asInt());
        assertFalse(ingest.out().contains(TOKEN));
        String note = Files.readString(ws.dir.resolve("sessions/claude-code/feed0001.md"));
        assertTrue(note.contains("[redacted:slack-bot-token]"), note);
        assertFalse(note.contains(TOKEN), note);
        assertEquals(1, ws.run("ingest", "--no-embed").json().get("sessions").get("unchanged").asInt());
    }

    @Test
    void aSessionThatCannotBeImportedIsReportedAndEveryNoteIsStillIndexed() throws IOException {
        ws.run("sessions", "add", "claude-code", projects.toString());
        ws.write("plan.md", "# Plan\n\nThe release goes out on Thursday after the freeze.\n");
        // A file where the harness's session folder should be: the session's note cannot be written.
        ws.write("sessions/claude-code", "not a folder");

        CliResult ingest = ws.run("ingest", "--no-embed");

        assertEquals(ExitCodes.NOTES_SKIPPED, ingest.code(), ingest::toString);
        assertTrue(ingest.err().contains("mempalace: could not read " + transcript), ingest::toString);
        assertEquals("plan.md", ws.run("search", "--mode", "lexical", "release", "freeze").json().get("results")
                .get(0).get("path").asText());
    }

    @Test
    void aGeminiCliSessionIsImportedFromItsSourceAndKnownByItsFormatAlone() {
        String session = "5e1f0c2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f";
        Instant start = Instant.parse("2026-11-30T10:00:00Z");
        GeminiCliWriter writer = new GeminiCliWriter(session, start);
        writer.prompt(start, "why is the nightly build red?", "why is the nightly build red?");
        writer.said(start.plusSeconds(5), "The cache key changed; the nightly build restores nothing.");
        Path file = writer.writeTo(GeminiCliWriter.sessionFile(dir.resolve("gemini/tmp"),
                ws.dir.toAbsolutePath().toString(), session, start));
        ws.run("sessions", "add", "gemini", dir.resolve("gemini/tmp").toString());

        CliResult ingest = ws.run("ingest", "--no-embed");

        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        assertEquals(1, ingest.json().get("sessions").get("created").asInt(), ingest::toString);
        assertTrue(Files.exists(ws.dir.resolve("sessions/gemini/" + session + ".md")));
        CliResult again = ws.run("sessions", "import", "--transcript", file.toString(), "--no-embed");
        assertEquals(ExitCodes.OK, again.code(), again::toString);
        assertEquals(1, again.json().get("unchanged").asInt(), again::toString);
    }

    @Test
    void aHookImportsTheTranscriptItNamesAndAPathOfNoTranscriptIsExitNine() {
        CliResult hook = ws.runWithInput("{\"session_id\":\"feed0001\",\"transcript_path\":\"" + transcript
                + "\",\"hook_event_name\":\"SessionEnd\"}", "sessions", "import", "--hook-input", "--no-embed");
        assertEquals(ExitCodes.OK, hook.code(), hook::toString);
        assertEquals(1, hook.json().get("created").asInt(), hook::toString);
        assertTrue(Files.exists(ws.dir.resolve("sessions/claude-code/feed0001.md")));

        CliResult missing = ws.run("sessions", "import", "--transcript", dir.resolve("nothing.jsonl").toString());
        assertEquals(ExitCodes.TRANSCRIPT_UNREADABLE, missing.code(), missing::toString);
        assertEquals(1, missing.errLines().size(), missing::toString);
    }

    @Test
    void aCodexRolloutOlderThanSessionMetaAndNamedOtherwiseIsImportedByItsContent() throws IOException {
        Path old = Files.writeString(Files.createDirectories(dir.resolve("saved")).resolve("old-session.jsonl"), """
                {"id":"0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b","timestamp":"2025-05-06T22:32:46.183Z",\
                "instructions":null,"git":{"commit_hash":"abc","branch":"main"}}
                {"record_type":"state"}
                {"type":"message","id":null,"role":"user","content":[{"type":"input_text",\
                "text":"why does the canary gate stall?"}]}
                {"type":"message","id":"msg_1","role":"assistant","content":[{"type":"output_text",\
                "text":"The gate waits for a metric nobody emits."}]}
                """);

        CliResult imported = ws.run("sessions", "import", "--transcript", old.toString(), "--no-embed");

        assertEquals(ExitCodes.OK, imported.code(), imported::toString);
        assertEquals(List.of(1, 1), List.of(imported.json().get("created").asInt(),
                imported.json().get("exchanges").asInt()), imported::toString);
        assertTrue(Files.exists(ws.dir.resolve("sessions/codex/0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.md")),
                "named by the id its header gives, as it would be under its own name");
    }

    @Test
    void importFlagsThatContradictOrNameNoHarnessAreUsageErrorsThatImportNothing() {
        String path = transcript.toString();
        assertUsage("sessions import", "--transcript and --hook-input are mutually exclusive",
                ws.runWithInput("{}", "sessions", "import", "--transcript", path, "--hook-input", "--no-embed"));
        assertUsage("sessions import", "unknown harness 'vim'; known: claude-code, codex, gemini",
                ws.run("sessions", "import", "--transcript", path, "--harness", "vim", "--no-embed"));
        assertUsage("sessions import", "--harness names the harness of one transcript: give --transcript PATH or "
                + "--hook-input", ws.run("sessions", "import", "--harness", "codex", "--no-embed"));
        assertUsage("sessions add", "--all-projects and --project are mutually exclusive",
                ws.run("sessions", "add", "codex", "--all-projects", "--project", dir.toString()));
        assertFalse(Files.exists(ws.dir.resolve("sessions")), "nothing imported");
        assertEquals(0, ws.run("sessions", "list").json().get("sources").size());
    }

    private static void assertUsage(String command, String message, CliResult result) {
        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(List.of("mempalace: " + message + " (see 'mempalace " + command + " --help')"),
                result.errLines());
    }
}
