package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.session.SessionOrigin;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.text.QueryTerms;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What every store must do with imported sessions, part of {@link IndexContract}: the kind of source and the project
 * folder filter inside both legs, as tags and paths do, and each hit carries the session its note came from.
 */
public abstract class SessionContract extends LexicalContract {

    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    private static final SessionOrigin CODEX = new SessionOrigin("codex", "s1", Optional.of("/work/app"),
            Optional.of("main"), "/t/s1.jsonl");

    private void upsertSessionsAndNotes() {
        upsert(note("sessions/codex/s1.md", "---\nsource: session\nharness: codex\nsession: s1\nproject: /work/app\n"
                        + "branch: main\ntranscript: /t/s1.jsonl\n---\n## 2026-11-30 14:03 UTC\n<!-- transcript lines 1–4 -->\n"
                        + "alpha"),
                note("sessions/claude-code/s2.md", "---\nsource: session\nharness: claude-code\nsession: s2\n"
                        + "project: /work/application\ntranscript: /t/s2.jsonl\n---\nalpha"),
                note("sessions/bare.md", "---\nsource: session\n---\nalpha"),
                note("notes/app.md", "---\nproject: /work/app/sub\n---\nalpha"),
                note("notes/plain.md", "alpha"));
        index.vectors().pending(FP.id(), 10).forEach(p -> index.vectors().put(FP, Map.of(p.hash(), new float[] {1})));
    }

    private List<String> lexical(NoteFilter filter) {
        return paths(index.lexical().search(QueryTerms.of("alpha"), 10, filter)).stream().sorted().toList();
    }

    private List<String> vector(NoteFilter filter) {
        return index.vectors().nearest(FP.id(), new float[] {1}, 10, filter).stream().map(h -> h.chunk().path())
                .distinct().sorted().toList();
    }

    @Test
    void theSourceFilterKeepsSessionsOrNotesInTheWordSearch() {
        upsertSessionsAndNotes();
        assertEquals(List.of("sessions/bare.md", "sessions/claude-code/s2.md", "sessions/codex/s1.md"),
                lexical(NoteFilter.CURRENT.from(SourceKind.SESSIONS)), "a note marked source: session is one");
        assertEquals(List.of("notes/app.md", "notes/plain.md"), lexical(NoteFilter.CURRENT.from(SourceKind.NOTES)));
        assertEquals(5, lexical(NoteFilter.CURRENT).size());
    }

    @Test
    void theSourceFilterKeepsSessionsOrNotesInTheVectorSearch() {
        upsertSessionsAndNotes();
        assertEquals(List.of("sessions/bare.md", "sessions/claude-code/s2.md", "sessions/codex/s1.md"),
                vector(NoteFilter.CURRENT.from(SourceKind.SESSIONS)));
        assertEquals(List.of("notes/app.md", "notes/plain.md"), vector(NoteFilter.CURRENT.from(SourceKind.NOTES)));
        assertEquals(5, vector(NoteFilter.CURRENT).size());
    }

    @Test
    void theProjectFilterTakesWholeFoldersInBothLegs() {
        upsertSessionsAndNotes();
        NoteFilter app = NoteFilter.CURRENT.inProject("/work/app");
        assertEquals(List.of("notes/app.md", "sessions/codex/s1.md"), lexical(app),
                "the folder and those inside it, not /work/application, nor notes without a project");
        assertEquals(lexical(app), vector(app));
        NoteFilter sub = NoteFilter.CURRENT.inProject("/work/app/sub/");
        assertEquals(List.of("notes/app.md"), lexical(sub));
        assertEquals(List.of("notes/app.md"), vector(sub));
        NoteFilter work = NoteFilter.CURRENT.inProject("/work").from(SourceKind.SESSIONS);
        assertEquals(List.of("sessions/claude-code/s2.md", "sessions/codex/s1.md"), lexical(work));
        assertEquals(lexical(work), vector(work));
        assertEquals(List.of(), lexical(NoteFilter.CURRENT.inProject("/wor")));
        assertEquals(List.of(), vector(NoteFilter.CURRENT.inProject("/wor")));
    }

    @Test
    void aHitCarriesTheSessionItsNoteCameFrom() {
        upsertSessionsAndNotes();
        Map<String, Optional<SessionOrigin>> lexical = new HashMap<>();
        index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.CURRENT).hits()
                .forEach(h -> lexical.put(h.chunk().path(), h.session()));
        Map<String, Optional<SessionOrigin>> vector = new HashMap<>();
        index.vectors().nearest(FP.id(), new float[] {1}, 10, NoteFilter.CURRENT)
                .forEach(h -> vector.put(h.chunk().path(), h.session()));
        Map<String, Optional<SessionOrigin>> expected = Map.of("sessions/codex/s1.md", Optional.of(CODEX),
                "sessions/claude-code/s2.md", Optional.of(new SessionOrigin("claude-code", "s2",
                        Optional.of("/work/application"), Optional.empty(), "/t/s2.jsonl")),
                "sessions/bare.md", Optional.empty(), "notes/app.md", Optional.empty(),
                "notes/plain.md", Optional.empty());
        assertEquals(expected, lexical);
        assertEquals(expected, vector);
        ChunkHit s1 = index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.CURRENT.inProject("/work/app/"))
                .hits().stream().filter(h -> h.session().isPresent()).findFirst().orElseThrow();
        assertEquals("2026-11-30 14:03 UTC", s1.chunk().headingPath());
    }

    @Test
    void aHitCarriesTheTranscriptLinesOfItsChunkInBothLegs() {
        upsertSessionsAndNotes();
        Map<String, Optional<TranscriptLines>> lexical = new HashMap<>();
        index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.CURRENT).hits()
                .forEach(h -> lexical.put(h.chunk().path(), h.chunk().transcript()));
        Map<String, Optional<TranscriptLines>> vector = new HashMap<>();
        index.vectors().nearest(FP.id(), new float[] {1}, 10, NoteFilter.CURRENT)
                .forEach(h -> vector.put(h.chunk().path(), h.chunk().transcript()));
        assertEquals(Optional.of(new TranscriptLines(1, 4)), lexical.get("sessions/codex/s1.md"));
        assertEquals(Optional.empty(), lexical.get("sessions/claude-code/s2.md"));
        assertEquals(Optional.empty(), lexical.get("notes/plain.md"));
        assertEquals(lexical, vector);
        assertEquals(List.of(), paths(index.lexical().search(QueryTerms.of("transcript"), 10, NoteFilter.CURRENT)),
                "the lines are no text of the chunk");
    }

    @Test
    void aChunkWhoseTranscriptLinesMovedIsStoredAgain() {
        upsertSessionsAndNotes();
        upsert(note("sessions/codex/s1.md", "---\nsource: session\nharness: codex\nsession: s1\nproject: /work/app\n"
                + "branch: main\ntranscript: /t/s1.jsonl\n---\n## 2026-11-30 14:03 UTC\n<!-- transcript lines 3–9 -->\n"
                + "alpha"));
        assertEquals(Optional.of(new TranscriptLines(3, 9)), index.lexical().search(QueryTerms.of("alpha"), 10,
                NoteFilter.CURRENT.inProject("/work/app/")).hits().stream().filter(h -> h.session().isPresent())
                .findFirst().orElseThrow().chunk().transcript(), "the same text, so the same hash, but other lines");
    }

    @Test
    void aSessionNoteRewrittenAsAnOrdinaryNoteLosesItsOrigin() {
        upsertSessionsAndNotes();
        upsert(note("sessions/codex/s1.md", "alpha"));
        index.vectors().pending(FP.id(), 10).forEach(p -> index.vectors().put(FP, Map.of(p.hash(), new float[] {1})));
        assertEquals(List.of("sessions/bare.md", "sessions/claude-code/s2.md"),
                lexical(NoteFilter.CURRENT.from(SourceKind.SESSIONS)));
        assertEquals(List.of("notes/app.md"), lexical(NoteFilter.CURRENT.inProject("/work/app")));
        assertEquals(Optional.empty(), index.vectors().nearest(FP.id(), new float[] {1}, 10,
                NoteFilter.CURRENT.from(SourceKind.NOTES)).stream().filter(h -> h.chunk().path().contains("s1"))
                .findFirst().orElseThrow().session());
    }
}
