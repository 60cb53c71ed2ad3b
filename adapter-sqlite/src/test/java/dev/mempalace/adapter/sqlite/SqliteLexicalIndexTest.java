package dev.mempalace.adapter.sqlite;

import static dev.mempalace.adapter.sqlite.TestNotes.chunk;
import static dev.mempalace.adapter.sqlite.TestNotes.note;
import static dev.mempalace.adapter.sqlite.TestNotes.retired;
import static dev.mempalace.adapter.sqlite.TestNotes.upserts;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.QueryTerms;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SqliteLexicalIndexTest extends IndexFileTestBase {

    private SqliteLexicalIndex lexical;

    @BeforeEach
    void indexNotes() {
        new SqliteNoteIndex(index).apply(upserts(
                note("runbooks/locks.md", "Locks", "Use file-locking when two agents write the same note.",
                        "The scheduler has several timer wheels."),
                note("runbooks/deploy.md", "Deploy", "Deploy with the blue green switch. Check the timer first."),
                note("notes/vhd.md", "Disks", "Call sparseVhd to shrink the image; see max_connections too.")));
        lexical = new SqliteLexicalIndex(index);
    }

    @Test
    void allTermsFirst() {
        LexicalMatches matches = search("blue switch", 10, NoteFilter.EVERY);
        assertTrue(matches.allTerms());
        assertEquals(List.of("runbooks/deploy.md"), paths(matches));
    }

    @Test
    void anyTermOnlyWhenAllTermsFindNothing() {
        LexicalMatches matches = search("blue scheduler", 10, NoteFilter.EVERY);
        assertFalse(matches.allTerms());
        assertEquals(List.of("runbooks/deploy.md", "runbooks/locks.md"), paths(matches).stream().sorted().toList());
    }

    @Test
    void stemsAndSplitsLikeTheIndex() {
        assertEquals(List.of("runbooks/locks.md"), paths(search("file lock", 10, NoteFilter.EVERY)));
        assertEquals(List.of("runbooks/locks.md"), paths(search("locked files", 10, NoteFilter.EVERY)));
        assertEquals(2, search("timers", 10, NoteFilter.EVERY).hits().size());
        assertEquals(List.of("notes/vhd.md"), paths(search("max connections", 10, NoteFilter.EVERY)));
        assertEquals(List.of("notes/vhd.md"), paths(search("MAX_CONNECTIONS", 10, NoteFilter.EVERY)));
    }

    @Test
    void camelCaseIdentifiersAreFoundByTheirParts() {
        LexicalMatches matches = search("sparse vhd", 10, NoteFilter.EVERY);
        assertTrue(matches.allTerms());
        assertEquals(List.of("notes/vhd.md"), paths(matches));
        assertEquals(List.of("notes/vhd.md"), paths(search("sparsevhd", 10, NoteFilter.EVERY)));
        assertEquals(List.of("notes/vhd.md"), paths(search("SparseVhd", 10, NoteFilter.EVERY)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"", "\"file", "*", "file*", "NEAR(", "NEAR(file lock, 2)", "AND OR NOT", "-x", "-file",
        "col:val", "title:file", "(", ")", "^file", "{file}", "file + lock", "ünïcödé", "日本語のテキスト", "🙂🔒",
        "'; DROP TABLE chunks; --", "\u0000", "   "})
    void hostileQueriesAreText(String query) {
        LexicalMatches matches = assertDoesNotThrow(() -> search(query, 10, NoteFilter.EVERY));
        assertTrue(matches.hits().size() <= 10);
        assertEquals(3, new SqliteNoteIndex(index).stats().notes());
    }

    @Test
    void syntaxAroundWordsStillFindsThem() {
        assertEquals(List.of("runbooks/locks.md"), paths(search("\"file\" -lock*", 10, NoteFilter.EVERY)));
        assertEquals(List.of("runbooks/locks.md"), paths(search("NEAR(file lock)", 10, NoteFilter.EVERY)));
    }

    @Test
    void tenKilobytesOfTextIsAQuery() {
        String text = "Scheduler (deploy) \"quoted\" * " + String.join(" AND ", IntStream.range(0, 2000)
                .mapToObj(i -> "w" + i).toList());
        assertTrue(text.length() > 10_000);
        LexicalMatches matches = assertDoesNotThrow(() -> search(text, 5, NoteFilter.EVERY));
        assertFalse(matches.allTerms());
        assertEquals(List.of("runbooks/deploy.md", "runbooks/locks.md"), paths(matches).stream().sorted().toList());
    }

    /** Unweighted, the body that says the word twice would win; the weights make the title win. */
    @Test
    void aTitleMatchOutranksABodyOnlyMatch() {
        new SqliteNoteIndex(index).apply(upserts(
                note("a.md", "Notes", "Kubernetes, kubernetes: said twice in a short body."),
                note("b.md", "Kubernetes", "Some text about clusters, among other words here.")));
        List<ChunkHit> hits = search("kubernetes", 10, NoteFilter.EVERY).hits();
        assertEquals(List.of("b.md", "a.md"), hits.stream().map(h -> h.chunk().path()).toList());
        assertTrue(hits.get(0).score() > hits.get(1).score());
    }

    /** As above: unweighted, the twice-said body wins. */
    @Test
    void aHeadingMatchOutranksABodyOnlyMatch() {
        new SqliteNoteIndex(index).apply(upserts(
                TestNotes.note("a.md", "Same", Map.of(), List.of(chunk("a.md", 0, "Same", "Same > Other",
                        "Postgres appears here, and postgres again, in this body of moderate length with words."))),
                TestNotes.note("b.md", "Same", Map.of(), List.of(chunk("b.md", 0, "Same", "Same > Postgres",
                        "Tuning notes for the database server.")))));
        assertEquals(List.of("b.md", "a.md"), paths(search("postgres", 10, NoteFilter.EVERY)));
    }

    @Test
    void snippetsHighlightTheMatches() {
        ChunkHit hit = search("file lock", 10, NoteFilter.EVERY).hits().get(0);
        assertEquals("Use file-locking when two agents write the same note.", hit.snippet().text());
        assertEquals(List.of(new Snippet.Span(4, 8), new Snippet.Span(9, 16)), hit.snippet().matches(),
                "the text stays verbatim; the matches are offsets");
        assertEquals("Use file-locking when two agents write the same note.", hit.chunk().text());
        assertEquals(0, hit.chunk().ordinal());
    }

    @Test
    void longBodiesAreCutWithAnEllipsis() {
        new SqliteNoteIndex(index).apply(upserts(note("long.md", "Long",
                "word ".repeat(100) + "needle " + "word ".repeat(100))));
        Snippet snippet = search("needle", 1, NoteFilter.EVERY).hits().get(0).snippet();
        String text = snippet.text();
        assertTrue(text.startsWith("…") && text.endsWith("…"), text);
        assertEquals("needle", text.substring(snippet.matches().get(0).start(), snippet.matches().get(0).end()));
    }

    @Test
    void carriesTheRetiredFlag() {
        new SqliteNoteIndex(index).apply(upserts(retired(note("old.md", "Old", "Legacy mainframe procedure."))));
        assertTrue(search("mainframe", 10, NoteFilter.EVERY).hits().get(0).retired());
        assertFalse(search("blue", 10, NoteFilter.EVERY).hits().get(0).retired());
    }

    /** More matches than candidates: the best ranked first, each saying the word once more than the next. */
    @Test
    void theBestOfManyMatchesComeFirst() {
        new SqliteNoteIndex(index).apply(upserts(IntStream.range(0, 10).mapToObj(i -> note("many/n" + i + ".md",
                "Many", "quasar ".repeat(10 - i) + "filler ".repeat(i))).toArray(Note[]::new)));
        assertEquals(List.of("many/n0.md", "many/n1.md", "many/n2.md"),
                paths(search("quasar", 3, NoteFilter.CURRENT)));
    }

    /** Ten notes alike rank alike; the first written are the last by path, so only the path can order them. */
    @Test
    void tiedMatchesKeepThePathOrderBeyondTheCandidates() {
        new SqliteNoteIndex(index).apply(upserts(IntStream.range(0, 10).map(i -> 9 - i)
                .mapToObj(i -> note("tie/n" + i + ".md", "Same", "A quasar twin.")).toArray(Note[]::new)));
        assertEquals(List.of("tie/n0.md", "tie/n1.md", "tie/n2.md"),
                paths(search("quasar", 3, NoteFilter.CURRENT)));
    }

    /** The best matches are retired: the current ones below them are found all the same. */
    @Test
    void retiredBestMatchesLeaveTheCurrentOnes() {
        Stream<Note> retiredNotes = IntStream.range(0, 6)
                .mapToObj(i -> retired(note("old/o" + i + ".md", "Quasar", "Quasar, quasar.")));
        Stream<Note> current = IntStream.range(0, 4)
                .mapToObj(i -> note("new/n" + i + ".md", "Other", "A quasar among several other words here."));
        new SqliteNoteIndex(index).apply(upserts(Stream.concat(retiredNotes, current).toArray(Note[]::new)));
        assertEquals(List.of("new/n0.md", "new/n1.md", "new/n2.md"),
                paths(search("quasar", 3, NoteFilter.CURRENT)));
    }

    @Test
    void respectsTheLimit() {
        assertEquals(1, search("timer", 1, NoteFilter.EVERY).hits().size());
    }

    private static List<String> paths(LexicalMatches matches) {
        return matches.hits().stream().map(h -> h.chunk().path()).distinct().toList();
    }

    /** The lexical index asked for the terms of {@code text}, as the search use case analyses them. */
    private LexicalMatches search(String text, int limit, NoteFilter filter) {
        return lexical.search(QueryTerms.of(text), limit, filter);
    }
}
