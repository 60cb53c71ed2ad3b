package dev.mempalace.adapter.markdown;

import static dev.mempalace.adapter.markdown.TestFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.SessionSource;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptLines;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownSessionArchiveTest {

    private static final String PATH = "sessions/claude-code/abc-123.md";
    /** Enough words that a note of two exchanges is not one tiny chunk. */
    private static final String FILLER = "The logs show the service restarting after each deploy because the health "
            + "check reads the wrong port, so the orchestrator kills it before it is ready; the fix moves the check "
            + "to the admin port, raises the grace period to thirty seconds and adds an alert on restarts, which we "
            + "verified on staging twice before rolling it out to every region over the afternoon.";

    @TempDir
    Path workspace;

    private MarkdownSessionArchive archive() {
        return new MarkdownSessionArchive(workspace);
    }

    private Note read(String path) {
        return new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"), TestFiles.TOKENS)
                .read(path).note();
    }

    @Test
    void aSessionBecomesANoteWithItsOriginAndOneSectionPerExchangePointingBackToTheTranscript() {
        Transcript session = transcript(9, exchange(1, 4, "why does the deploy fail?", "The port is taken."),
                exchange(5, 9, "fix it", "Freed the port."));

        String path = archive().keep(session, session.exchanges(), "why does the deploy fail?", "/t/abc-123.jsonl",
                900);

        assertEquals(PATH, path);
        Note note = read(path);
        assertEquals("session", note.field("source").orElseThrow());
        assertEquals("claude-code", note.field("harness").orElseThrow());
        assertEquals("abc-123", note.field("session").orElseThrow());
        assertEquals("/work/app", note.field("project").orElseThrow());
        assertEquals("main", note.field("branch").orElseThrow());
        assertEquals("/t/abc-123.jsonl", note.field("transcript").orElseThrow());
        assertEquals("2026-11-30", note.field("date").orElseThrow());
        assertEquals(List.of(Optional.of(new TranscriptLines(1, 4)), Optional.of(new TranscriptLines(5, 9))),
                note.chunks().stream().map(Chunk::transcript).toList());
        assertEquals(List.of("2026-11-30 10:01 UTC", "2026-11-30 10:05 UTC"),
                note.chunks().stream().map(Chunk::headingPath).toList(), "the lines are no heading text");
        assertTrue(note.chunks().get(0).text().contains("The port is taken."));
        assertTrue(note.chunks().stream().noneMatch(c -> c.text().contains("lines")), note.chunks().toString());
        assertEquals(Optional.of(new ArchivedSession(PATH, 9, 900)), archive().find("claude-code", "abc-123"));
    }

    @Test
    void aGrownSessionKeepsItsTextAddsNewExchangesAndRewritesOnlyTheOneThatGrew() throws Exception {
        Transcript first = transcript(6, exchange(1, 4, "one", "first answer"), exchange(5, 6, "two", "partial"));
        archive().keep(first, first.exchanges(), "one", "/t/abc-123.jsonl", 600);
        Path file = workspace.resolve(PATH);
        Files.writeString(file, Files.readString(file).replace("first answer", "first answer, edited by hand"));

        Transcript grown = transcript(12, exchange(1, 4, "one", "first answer"),
                exchange(5, 8, "two", "partial, then whole"), exchange(9, 12, "three", "more"));
        archive().keep(grown, grown.exchanges().subList(1, 3), "one", "/t/abc-123.jsonl", 1200);

        String text = Files.readString(file);
        assertTrue(text.contains("first answer, edited by hand"), text);
        assertFalse(text.contains("lines 5–6"), text);
        assertEquals(1, text.split("partial, then whole", -1).length - 1, text);
        assertEquals(List.of("<!-- transcript lines 1–4 -->", "<!-- transcript lines 5–8 -->",
                "<!-- transcript lines 9–12 -->"), text.lines().filter(l -> l.startsWith("<!--")).toList());
        assertEquals(Optional.of(new ArchivedSession(PATH, 12, 1200)), archive().find("claude-code", "abc-123"));
    }

    @Test
    void aNoteWrittenBeforeTheMarkGrowsWithMarkedSectionsAndReadsBothRight() throws Exception {
        Path file = write(workspace, PATH, "---\ntitle: one\nsource: session\nharness: claude-code\nsession: abc-123\n"
                + "transcript: /t/abc-123.jsonl\nlines: 6\nbytes: 600\n---\n## 2026-11-30 10:01 UTC (lines 1–4)\n\n> one\n\n"
                + "first answer " + FILLER + "\n\n## 2026-11-30 10:05 UTC (lines 5–6)\n\n> two\n\npartial\n\n");

        Transcript grown = transcript(12, exchange(1, 4, "one", "first answer"),
                exchange(5, 8, "two", "partial, then whole"), exchange(9, 12, "three", "more"));
        archive().keep(grown, grown.exchanges().subList(1, 3), "one", "/t/abc-123.jsonl", 1200);

        String text = Files.readString(file);
        assertTrue(text.contains("## 2026-11-30 10:01 UTC (lines 1–4)"), "the section written before is kept");
        assertFalse(text.contains("partial\n"), text);
        assertEquals(List.of(Optional.of(new TranscriptLines(1, 4)), Optional.of(new TranscriptLines(5, 8)),
                Optional.of(new TranscriptLines(9, 12))), read(PATH).chunks().stream().map(Chunk::transcript).toList());
    }

    @Test
    void whateverTheTextHoldsStaysInsideItsExchange() {
        Transcript session = transcript(8,
                exchange(1, 4, "# not a heading\nTitle\n===\n<!-- open comment", "```java\nclass A {}\n## in code"),
                exchange(5, 8, "next", "after"));

        archive().keep(session, session.exchanges(), "t", "/t/abc-123.jsonl", 1);

        List<Chunk> chunks = read(PATH).chunks();
        assertEquals(2, chunks.size(), chunks.toString());
        assertTrue(chunks.get(1).text().contains("after"));
    }

    @Test
    void aPrivateSessionIsRemoved() {
        Transcript session = transcript(4, exchange(1, 4, "one", "two"));
        archive().keep(session, session.exchanges(), "t", "/t/abc-123.jsonl", 1);

        assertTrue(archive().remove("claude-code", "abc-123"));
        assertFalse(archive().remove("claude-code", "abc-123"));
        assertEquals(Optional.empty(), archive().find("claude-code", "abc-123"));
    }

    @Test
    void aSessionTooLargeForOneNoteIsKeptInPartsThatAreEachANoteAndGoTogether() {
        String prompt = "x".repeat(12 * 1024 * 1024);
        Transcript session = transcript(4, exchange(1, 4, prompt, "done"));
        archive().keep(session, session.exchanges(), "a big paste", "/t/abc-123.jsonl", 1);
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"),
                TestFiles.TOKENS);

        Listing listing = source.listing();
        List<String> parts = List.of(PATH, "sessions/claude-code/abc-123.part2.md");
        assertEquals(parts, listing.files().stream().map(f -> f.path()).toList(), listing::toString);
        assertEquals(List.of(), listing.passedOver());
        String joined = parts.stream().map(source::text).map(t -> t.substring(t.indexOf("\n---\n") + 5))
                .collect(Collectors.joining());
        assertTrue(joined.contains(prompt), "every character of the prompt, in one part or the other");
        assertTrue(source.text(parts.get(1)).contains("session: abc-123"));

        assertTrue(archive().remove("claude-code", "abc-123"));
        assertEquals(List.of(), source.listing().files());
    }

    @Test
    void aSessionOfManyPartsExtendedIsTheSameNoteAsOneKeptAtOnce() throws Exception {
        String big = "y".repeat(3 * 1024 * 1024) + "\n" + "z ".repeat(2 * 1024 * 1024);
        List<Exchange> all = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i++) {
            all.add(exchange(4 * i + 1, 4 * i + 4, "prompt " + i + " " + big, "reply " + i));
        }
        Transcript grown = transcript(32, all.toArray(Exchange[]::new));
        Transcript earlier = transcript(22, all.subList(0, 6).toArray(Exchange[]::new));
        archive().keep(earlier, earlier.exchanges(), "t", "/t/abc-123.jsonl", 22);
        archive().keep(grown, grown.exchanges().subList(5, 8), "t", "/t/abc-123.jsonl", 32);
        Map<String, String> extended = notes();
        archive().remove("claude-code", "abc-123");

        archive().keep(grown, grown.exchanges(), "t", "/t/abc-123.jsonl", 32);

        assertTrue(extended.size() > 3, extended.keySet().toString());
        assertEquals(extended, notes());
    }

    private Map<String, String> notes() throws java.io.IOException {
        try (var files = Files.list(workspace.resolve("sessions/claude-code"))) {
            Map<String, String> notes = new java.util.TreeMap<>();
            for (Path file : files.toList()) {
                notes.put(file.getFileName().toString(), Files.readString(file));
            }
            return notes;
        }
    }

    @Test
    void sessionsAreListedWhateverTheIgnoreFilesSay() {
        write(workspace, ".gitignore", "sessions/\n*.md\n");
        Transcript session = transcript(4, exchange(1, 4, "one", "two"));
        archive().keep(session, session.exchanges(), "t", "/t/abc-123.jsonl", 1);

        assertEquals(List.of(PATH), new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"),
                TestFiles.TOKENS).listing().files().stream().map(f -> f.path()).toList());
    }

    @Test
    void aSearchListsNoArchiveFolderUnchangedSinceTheIndexRecordedItsNotesAndEveryOtherFolder() throws Exception {
        Transcript session = transcript(4, exchange(1, 4, "one", "two"));
        archive().keep(session, session.exchanges(), "t", "/t/abc-123.jsonl", 1);
        write(workspace, "notes/plan.md", "# Plan\n");
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"),
                TestFiles.TOKENS);
        Map<String, Long> newest = new HashMap<>();
        // As an ingest records them: each note's time as the full listing saw it.
        source.listing().files().forEach(f -> newest.merge(f.path().substring(0, f.path().lastIndexOf('/')),
                f.modified(), Math::max));

        Listing forSearch = source.listing(newest);
        assertEquals(List.of("sessions/claude-code"), forSearch.keptFolders());
        assertEquals(List.of("notes/plan.md"), forSearch.files().stream().map(f -> f.path()).toList());

        // An entry added, removed or renamed sets the folder's time past its newest note's.
        Path folder = workspace.resolve("sessions/claude-code");
        Files.setLastModifiedTime(folder, FileTime.fromMillis(newest.get("sessions/claude-code") + 1_000));
        assertEquals(List.of("notes/plan.md", PATH), source.listing(newest).files().stream().map(f -> f.path())
                .toList());

        // A subfolder the index does not know of may hold anything: its parent is listed.
        Files.createDirectory(folder.resolve("agents"));
        Files.setLastModifiedTime(folder, FileTime.fromMillis(newest.get("sessions/claude-code")));
        assertEquals(List.of(), source.listing(newest).keptFolders());
    }

    @Test
    void aKeptFoldersSubagentFoldersAreEachCheckedOnTheirOwn() throws Exception {
        Transcript session = transcript(4, exchange(1, 4, "one", "two"));
        archive().keep(session, session.exchanges(), "t", "/t/abc-123.jsonl", 1);
        Transcript agent = new Transcript("claude-code", "abc-123/agent-1", session.project(), session.branch(),
                session.started(), session.ended(), session.exchanges(), false, 4);
        archive().keep(agent, agent.exchanges(), "t", "/t/abc-123/agent-1.jsonl", 1);
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"),
                TestFiles.TOKENS);
        Map<String, Long> newest = new HashMap<>();
        source.listing().files().forEach(f -> newest.merge(f.path().substring(0, f.path().lastIndexOf('/')),
                f.modified(), Math::max));
        Files.setLastModifiedTime(workspace.resolve("sessions/claude-code"),
                FileTime.fromMillis(newest.get("sessions/claude-code")));

        assertEquals(List.of("sessions/claude-code", "sessions/claude-code/abc-123"),
                source.listing(newest).keptFolders());

        // A sub-agent note added later changes only its own folder's time: that folder is listed.
        write(workspace, "sessions/claude-code/abc-123/agent-2.md", "# Agent\n");
        Files.setLastModifiedTime(workspace.resolve("sessions/claude-code/abc-123"),
                FileTime.fromMillis(newest.get("sessions/claude-code/abc-123") + 1_000));
        Listing after = source.listing(newest);
        assertEquals(List.of("sessions/claude-code"), after.keptFolders());
        assertEquals(List.of("sessions/claude-code/abc-123/agent-1.md", "sessions/claude-code/abc-123/agent-2.md"),
                after.files().stream().map(f -> f.path()).toList());
    }

    @Test
    void theSessionSourcesRoundTripAndABrokenFileIsReportedNotReplaced() throws Exception {
        SessionSourcesFile file = new SessionSourcesFile(workspace.resolve(".mempalace"));
        assertEquals(List.of(), file.read());
        List<SessionSource> sources = List.of(new SessionSource("claude-code", "claude-code", List.of("/a", "/b"),
                Optional.of("/work/app")), new SessionSource("codex", "codex", List.of("/c"), Optional.empty()));

        file.write(sources);

        assertEquals(sources, file.read());
        Path json = workspace.resolve(".mempalace/" + SessionSourcesFile.NAME);
        Files.writeString(json, "{ not json");
        assertThrows(WorkspaceUnreadableException.class, file::read);
        assertEquals("{ not json", Files.readString(json));
    }

    private static Exchange exchange(int first, int last, String prompt, String reply) {
        return new Exchange(first, last, Optional.of(Instant.parse("2026-11-30T10:0" + (first % 10) + ":00Z")),
                prompt, List.of(new Reply.Said(reply), new Reply.ToolCall("Bash", "ls -la"), new Reply.Said(FILLER)));
    }

    private static Transcript transcript(int lines, Exchange... exchanges) {
        return new Transcript("claude-code", "abc-123", Optional.of("/work/app"), Optional.of("main"),
                Optional.of(Instant.parse("2026-11-30T10:00:00Z")), Optional.of(Instant.parse("2026-11-30T11:00:00Z")),
                List.of(exchanges), false, lines);
    }
}
