package dev.mempalace.domain.note;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.session.SessionOrigin;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SessionNoteTest {

    private static Note note(Map<String, String> fields) {
        Map<String, List<String>> frontMatter = new LinkedHashMap<>();
        fields.forEach((key, value) -> frontMatter.put(key, List.of(value)));
        return new Note("sessions/codex/s1.md", "S", frontMatter, "", "h", List.of());
    }

    private static Map<String, String> session(String source) {
        return Map.of("source", source, "harness", "codex", "session", "s1", "project", " /work/app ",
                "transcript", "/home/u/.codex/sessions/s1.jsonl");
    }

    private static boolean passes(NoteFilter filter, SourceKind kind, Optional<String> project) {
        return filter.matches("a.md", List.of(), LocalDate.of(2026, 1, 1), false, kind, project);
    }

    @Test
    void aNoteMarkedAsASessionCarriesItsOrigin() {
        Note note = note(session("session"));
        assertTrue(note.isSession());
        assertEquals(Optional.of(new SessionOrigin("codex", "s1", Optional.of("/work/app"), Optional.empty(),
                "/home/u/.codex/sessions/s1.jsonl")), note.session());
        assertEquals(Optional.of("/work/app"), note.project());
    }

    @Test
    void anOrdinaryNoteHasNoOriginButMayNameAProject() {
        Note note = note(session("notes"));
        assertFalse(note.isSession());
        assertEquals(Optional.empty(), note.session());
        assertEquals(Optional.of("/work/app"), note.project());
        Map<String, String> withoutTranscript = new LinkedHashMap<>(session("Session"));
        withoutTranscript.remove("transcript");
        assertTrue(note(withoutTranscript).isSession());
        assertEquals(Optional.empty(), note(withoutTranscript).session(), "an origin needs its transcript");
    }

    @Test
    void theSourceFilterTellsSessionsFromNotes() {
        NoteFilter sessions = NoteFilter.CURRENT.from(SourceKind.SESSIONS);
        assertTrue(passes(sessions, SourceKind.SESSIONS, Optional.empty()));
        assertFalse(passes(sessions, SourceKind.NOTES, Optional.empty()));
        assertTrue(passes(NoteFilter.CURRENT.from(SourceKind.NOTES), SourceKind.NOTES, Optional.empty()));
        assertTrue(passes(NoteFilter.CURRENT, SourceKind.SESSIONS, Optional.empty()));
        assertFalse(sessions.onlyRetirement());
    }

    @Test
    void theProjectFilterComparesWholePathSegments() {
        NoteFilter ab = NoteFilter.CURRENT.inProject("/a/b/");
        assertEquals(Optional.of("/a/b"), ab.project());
        assertTrue(passes(ab, SourceKind.NOTES, Optional.of("/a/b")));
        assertTrue(passes(ab, SourceKind.SESSIONS, Optional.of("/a/b/c")));
        assertFalse(passes(ab, SourceKind.NOTES, Optional.of("/a/bc")));
        assertFalse(passes(ab, SourceKind.NOTES, Optional.of("/a")));
        assertFalse(passes(ab, SourceKind.NOTES, Optional.empty()), "a note without a project is in none");
        assertTrue(passes(NoteFilter.CURRENT.inProject("C:\\work"), SourceKind.NOTES, Optional.of("C:\\work\\app")));
        assertTrue(passes(NoteFilter.CURRENT.inProject("/"), SourceKind.NOTES, Optional.of("/anything")));
        assertFalse(ab.onlyRetirement());
    }
}
