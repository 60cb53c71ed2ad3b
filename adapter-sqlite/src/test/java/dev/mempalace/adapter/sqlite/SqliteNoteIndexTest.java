package dev.mempalace.adapter.sqlite;

import static dev.mempalace.adapter.sqlite.TestNotes.chunk;
import static dev.mempalace.adapter.sqlite.TestNotes.note;
import static dev.mempalace.adapter.sqlite.TestNotes.removed;
import static dev.mempalace.adapter.sqlite.TestNotes.touched;
import static dev.mempalace.adapter.sqlite.TestNotes.upserts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.text.QueryTerms;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SqliteNoteIndexTest extends IndexFileTestBase {

    private SqliteNoteIndex notes() {
        return new SqliteNoteIndex(index);
    }

    @Test
    void recordsFilesAndCounts() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(new IndexUpdate(List.of(new IndexUpdate.Upsert(a, 42, 7, "f1")), List.of(), List.of()));
        notes().apply(upserts(note("dir/b.md", "B", "three")));
        assertEquals(new IndexedFile("a.md", a.contentHash(), 42, 7, "f1"), notes().files().get("a.md"));
        assertEquals(List.of("a.md", "dir/b.md"), List.copyOf(notes().files().keySet()));
        assertEquals(new IndexStats(2, 3), notes().stats());
    }

    @Test
    void filesAreReadAgainOnlyAfterACommitOfThisOrAnotherConnection() {
        SqliteNoteIndex notes = notes();
        notes.apply(upserts(note("a.md", "A", "one")));
        Map<String, IndexedFile> first = notes.files();
        assertSame(first, notes.files(), "nothing changed: the same answer, not read again");
        assertThrows(UnsupportedOperationException.class, () -> first.remove("a.md"));

        notes.apply(upserts(note("b.md", "B", "two")));
        assertEquals(List.of("a.md", "b.md"), List.copyOf(notes.files().keySet()));

        try (SqliteIndexFile other = SqliteIndexFile.open(dir.resolve("index.sqlite"),
                SqliteIndexFile.Access.WRITE)) {
            new SqliteNoteIndex(other).apply(removed("a.md"));
        }
        assertEquals(List.of("b.md"), List.copyOf(notes.files().keySet()));
    }

    @Test
    void anUnchangedChunkKeepsItsIdWhenItsNoteChanges() {
        notes().apply(upserts(note("a.md", "A", "keep me", "change me", "drop me")));
        List<Long> before = chunkIds("a.md");
        notes().apply(upserts(note("a.md", "A", "new first", "keep me", "changed")));
        List<Long> after = chunkIds("a.md");
        assertEquals(3, after.size());
        assertEquals(before.get(0), after.get(1), "the kept chunk moved to ordinal 1 with its id");
        assertFalse(before.contains(after.get(0)));
        assertFalse(before.contains(after.get(2)));
        assertEquals(List.of(1, 4, 6), index.read(h -> h.createQuery("SELECT ordinal, start_line, end_line "
                + "FROM chunks WHERE body = 'keep me'").map((rs, ctx) -> List.of(rs.getInt(1), rs.getInt(2),
                rs.getInt(3))).one()));
        assertTrue(lexical("drop").isEmpty());
        assertEquals(1, lexical("changed").size());
        assertEquals(List.of(after.get(1)), lexicalIds("keep"));
        index.handle().execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')");
    }

    @Test
    void identicalChunksInOneNoteEachKeepARow() {
        notes().apply(upserts(note("a.md", "A", "same", "same")));
        List<Long> before = chunkIds("a.md");
        notes().apply(upserts(note("a.md", "A", "same", "same", "same")));
        List<Long> after = chunkIds("a.md");
        assertEquals(before, after.subList(0, 2));
        assertEquals(3, notes().stats().chunks());
    }

    @Test
    void removedNotesLeaveNoRowsAndNoSearchHits() {
        notes().apply(upserts(note("a.md", "A", "apple"), note("b.md", "B", "banana")));
        notes().apply(removed("a.md"));
        assertEquals(Map.of("b.md", notes().files().get("b.md")), notes().files());
        assertEquals(new IndexStats(1, 1), notes().stats());
        assertTrue(lexical("apple").isEmpty());
        assertEquals(1, lexical("banana").size());
        index.handle().execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')");
    }

    @Test
    void touchedChangesOnlySizeAndTime() {
        Note a = note("a.md", "A", "apple");
        notes().apply(upserts(a));
        List<Long> ids = chunkIds("a.md");
        notes().apply(touched(new IndexedFile("a.md", a.contentHash(), 99, 12345, "f2")));
        assertEquals(new IndexedFile("a.md", a.contentHash(), 99, 12345, "f2"), notes().files().get("a.md"));
        assertEquals(ids, chunkIds("a.md"));
    }

    @Test
    void aFailedUpdateChangesNothing() {
        notes().apply(upserts(note("a.md", "A", "apple")));
        Note broken = new Note("b.md", "B", Map.of(), "x", "h", List.of(chunk("b.md", 0, "B", "", "bad")));
        index.handle().execute("CREATE TRIGGER refuse BEFORE INSERT ON chunks WHEN new.body = 'bad' "
                + "BEGIN SELECT RAISE(ABORT, 'refused'); END");
        assertThrows(RuntimeException.class, () -> notes().apply(new IndexUpdate(
                List.of(new IndexUpdate.Upsert(broken, 1, 1, "f1")), List.of(), List.of("a.md"))));
        assertEquals(List.of("a.md"), List.copyOf(notes().files().keySet()));
        assertNotEquals(0, lexical("apple").size());
    }

    private List<?> lexical(String query) {
        return new SqliteLexicalIndex(index).search(QueryTerms.of(query), 10, NoteFilter.EVERY).hits();
    }

    private List<Long> lexicalIds(String query) {
        return index.read(h -> h.createQuery("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?")
                .bind(0, query).mapTo(Long.class).list());
    }
}
