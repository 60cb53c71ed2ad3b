package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.text.QueryTerms;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Gone means gone, part of {@link IndexContract}: once a note is removed (a session marked private, a deleted file),
 * none of its words is left anywhere the store keeps them, so that whoever reads the store's files (or its memory)
 * cannot read the note back. The store's test says what it keeps, byte for byte as a reader of it would find it.
 */
public abstract class RemovedTextContract extends StoreIsolationContract {

    /** Words only the removed note holds, in its title, a heading and its body, left alone by every stemmer. */
    private static final List<String> GONE = List.of("quokkavex", "zebrinth", "vornadex");

    /**
     * Whether anything the store keeps still holds {@code word}: the raw bytes of its files (the main file, its logs,
     * what it has freed but not overwritten), and what its own format compresses, read back; a store in memory, its
     * memory.
     */
    protected abstract boolean keeps(String word);

    @Test
    void aRemovedNotesWordsAreGoneFromEverythingTheStoreKeeps() {
        upsert(note("kept.md", "the pelicarn rotation of the gateway"));
        assertEquals(1, index.notes().stats().notes(), "a reader open all along, as a long-lived server's is");
        upsert(note("gone.md", "---\ntitle: quokkavex plans\n---\n# the zebrinth heading\nthe vornadex rotation of "
                + "the gateway\n"));
        GONE.forEach(word -> assertTrue(keeps(word), "the store's bytes are read, so the check below can fail: "
                + word));

        remove("gone.md");

        GONE.forEach(word -> assertFalse(keeps(word), "the removed note's word is still in the store: " + word));
        assertTrue(keeps("pelicarn"), "the note kept keeps its words");
        assertEquals(List.of("kept.md"),
                paths(index.lexical().search(QueryTerms.of("rotation gateway"), 10, NoteFilter.EVERY)));
    }
}
