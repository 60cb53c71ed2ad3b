package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.QueryTerms;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What every store's word search must do, part of {@link IndexContract}: the terms it matches are the domain's
 * {@code QueryTerms} (common words dropped unless nothing else is left, and then not meaningful), and it finds the
 * split forms the domain names (camelCase parts, CJK grams), whatever its own tokenizer. Its ranking may be its own,
 * within the rules every store honours: chunks holding every term before those holding some, a rarer word above a
 * commoner one, and a word in the title above the same word only in the body ({@code LexicalWeights}).
 */
public abstract class LexicalContract extends IndexFixture {

    private LexicalMatches search(String query) {
        return index.lexical().search(QueryTerms.of(query), 10, NoteFilter.EVERY);
    }

    @Test
    void everyTermMustMatchBeforeAnyTermMay() {
        upsert(note("both.md", "the file lock on windows"), note("one.md", "a file on disk"));
        LexicalMatches strict = index.lexical().search(QueryTerms.of("file lock"), 10, NoteFilter.EVERY);
        assertTrue(strict.allTerms());
        assertEquals(List.of("both.md", "one.md"), paths(strict), "those holding every term, then those holding some");
        assertEquals(1, strict.holdingAll());
        assertEquals(1, index.lexical().search(QueryTerms.of("file lock"), 1, NoteFilter.EVERY).hits().size());
        LexicalMatches loose = index.lexical().search(QueryTerms.of("file zebra"), 10, NoteFilter.EVERY);
        assertFalse(loose.allTerms());
        assertEquals(2, paths(loose).size());
    }

    @Test
    void everyTermBeforeSomeHoweverStrongerTheSomeIs() {
        upsert(note("a.md", "---\ntitle: Zebra zebra\n---\nzebra zebra crossing"),
                note("z.md", "the lock and the zebra by the quiet old gate"), note("c.md", "a quiet lane"),
                note("d.md", "a quiet road"));
        LexicalMatches found = search("zebra lock");
        assertEquals(List.of("z.md", "a.md"), paths(found), "every term first, however often the other holds one");
        assertEquals(1, found.holdingAll());
    }

    @Test
    void aChunkHoldingARarerWordRanksAboveOneHoldingACommonerOne() {
        upsert(note("a.md", "a lock crossing"), note("b.md", "a lock crossing"), note("c.md", "a lock crossing"),
                note("d.md", "a zebra crossing"), note("e.md", "a quiet crossing"), note("f.md", "a quiet crossing"),
                note("g.md", "a quiet crossing"), note("h.md", "a quiet crossing"));
        LexicalMatches found = search("lock zebra");
        assertEquals(0, found.holdingAll());
        assertEquals("d.md", paths(found).get(0), "one chunk holds zebra, three hold lock: " + paths(found));
        assertEquals(4, paths(found).size());
    }

    @Test
    void aWordInTheTitleRanksAboveTheSameWordOnlyInTheBody() {
        upsert(note("a.md", "---\ntitle: Road guide\n---\nhow to cross the zebra"),
                note("b.md", "---\ntitle: Zebra guide\n---\nhow to cross the road"),
                note("c.md", "---\ntitle: Lane guide\n---\nhow to cross the lane"),
                note("d.md", "---\ntitle: Path guide\n---\nhow to cross the path"),
                note("e.md", "---\ntitle: Lane guide\n---\nhow to cross the lane"),
                note("f.md", "---\ntitle: Path guide\n---\nhow to cross the path"));
        assertEquals(List.of("b.md", "a.md"), paths(search("zebra")), "the same word, as often, in chunks as long");
    }

    @Test
    void morphologyMatchesHyphenatedAndInflectedForms() {
        upsert(note("locking.md", "Windows file-locking explained"), note("timers.md", "systemd timers fire"));
        assertEquals(List.of("locking.md"),
                paths(index.lexical().search(QueryTerms.of("file lock"), 10, NoteFilter.EVERY)));
        assertEquals(List.of("timers.md"), paths(index.lexical().search(QueryTerms.of("timer"), 10, NoteFilter.EVERY)));
    }

    @Test
    void querySyntaxIsText() {
        upsert(note("a.md", "alpha beta"));
        for (String hostile : List.of("\"", "alpha*", "NEAR(alpha", "AND OR NOT", "-alpha", "title:alpha", "(",
                ")", "^alpha", "alpha\" OR \"beta", "💥", "x".repeat(5000), "   ", "'; DROP TABLE chunks; --")) {
            index.lexical().search(QueryTerms.of(hostile), 10, NoteFilter.EVERY);
        }
        assertEquals(List.of("a.md"), paths(index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY)));
        for (String wrapped : List.of("alpha*", "\"alpha", "alpha*beta", "-alpha", "^alpha", "+alpha", "{alpha}",
                "alpha:beta", "alpha\" OR \"beta", "(alpha AND beta)")) {
            LexicalMatches found = search(wrapped);
            assertEquals(List.of("a.md"), paths(found), wrapped);
            assertEquals(1, found.holdingAll(), wrapped + " is its words, and the note holds them all");
        }
    }

    @Test
    void retiredNotesAreFlagged() {
        upsert(note("old.md", "---\nstatus: superseded\n---\nalpha"), note("new.md", "alpha"));
        Map<String, Boolean> retired = new HashMap<>();
        search("alpha").hits().forEach(h -> retired.put(h.chunk().path(), h.retired()));
        assertEquals(Map.of("old.md", true, "new.md", false), retired);
    }

    @Test
    void tagsAreFoundAsWords() {
        upsert(note("a.md", "---\ntags: [kubernetes]\n---\nalpha"), note("b.md", "beta"));
        assertEquals(List.of("a.md"),
                paths(index.lexical().search(QueryTerms.of("kubernetes"), 10, NoteFilter.CURRENT)));
    }

    @Test
    void aQueryOfOnlyCommonWordsMatchesThemButIsNotMeaningful() {
        upsert(note("a.md", "this is where it was"), note("b.md", "lock the file"));
        LexicalMatches common = search("Where was it?");
        assertEquals(List.of("a.md"), paths(common), "only common words are left, so they are the terms");
        assertFalse(common.meaningful());
        assertFalse(common.matchedAllWords());
        LexicalMatches meaningful = search("where is the lock");
        assertTrue(meaningful.meaningful());
        assertEquals(List.of("b.md"), paths(meaningful));
        assertEquals(1, meaningful.holdingAll(), "the common words are dropped, not required");
        LexicalMatches none = search("💥 () *");
        assertEquals(List.of(), none.hits());
        assertFalse(none.meaningful(), "no word, no meaning");
    }

    @Test
    void aCamelCaseIdentifierIsFoundByItsParts() {
        upsert(note("a.md", "Set sparseVhd before XMLHttpRequest calls"), note("b.md", "a sparse file"),
                note("c.md", "mount the sparse vhd disk"));
        assertEquals(List.of("a.md"), paths(search("http request")));
        LexicalMatches parts = search("sparse vhd");
        assertEquals(2, parts.holdingAll());
        assertEquals(List.of("a.md", "c.md"), paths(parts).subList(0, 2).stream().sorted().toList());
        LexicalMatches whole = search("sparseVhd");
        assertEquals(2, whole.holdingAll(), "the identifier is found whole, and written as its parts");
        assertEquals(List.of("a.md", "c.md"), paths(whole).stream().sorted().toList());
    }

    @Test
    void aCjkWordIsFoundInsideALongerRun() {
        upsert(note("ja.md", "監視アラートの閾値を変更する手順"), note("zh.md", "如何修改告警阈值"),
                note("en.md", "alert threshold"));
        assertEquals(List.of("ja.md"), paths(search("閾値")), "kanji inside a run of kanji and kana");
        assertEquals(List.of("ja.md"), paths(search("アラート")), "katakana inside the run");
        assertEquals(List.of("ja.md"), paths(search("閾値を変更")), "the particle between them is left out");
        assertEquals(List.of("zh.md"), paths(search("告警阈值")), "a Chinese word inside a clause");
        assertEquals(List.of(), search("値段").hits(), "a gram the note does not hold finds nothing");
    }

    @Test
    void snippetsMarkTheMatchedWordsInTheVerbatimText() {
        upsert(note("a.md", "Use file-locking when two agents write the same note."));
        ChunkHit hit = search("the file lock").hits().get(0);
        assertEquals("Use file-locking when two agents write the same note.", hit.snippet().text());
        assertEquals(List.of(new Snippet.Span(4, 8), new Snippet.Span(9, 16)), hit.snippet().matches(),
                "the matched words, not the dropped common word");
    }
}
