package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a search says when it has nothing, or nothing good, to show: the fact, not a guess. */
class SearchNoticesTest {

    private final Memory memory = new Memory();

    @Test
    void anEmptyMemorySaysItIsEmptyNotThatNothingMatchedWell() {
        memory.ingest.ingest(true, EmbedProgress.NONE);

        SearchResult result = memory.find("gradle lock");

        assertEquals(List.of(), result.hits());
        assertEquals(List.of(new Notice.MemoryEmpty()), result.notices());
    }

    @Test
    void aFreshMemoryWithNeitherNotesNorIndexSaysItIsEmptyRatherThanRefusing() {
        SearchResult result = memory.find("gradle lock");

        assertEquals(List.of(), result.hits());
        assertEquals(List.of(new Notice.MemoryEmpty()), result.notices());
    }

    @Test
    void aFilterThatLetsNoMatchThroughSaysSo() {
        memory.source.write("runbooks/wsl.md", "# WSL\nwsl memory limit");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        NoteFilter elsewhere = new NoteFilter(Optional.of("adr/"), List.of(), Optional.empty(), false);

        SearchResult result = memory.search.search(new SearchRequest("wsl memory", 5, Optional.empty(), true,
                elsewhere));

        assertEquals(List.of(), result.hits());
        assertEquals(List.of(new Notice.FilterLeftNothing()), result.notices());
    }

    @Test
    void aLexicalSearchThatFindsNoWordSaysNothingMatched() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        SearchResult result = memory.search.search(new SearchRequest("kubernetes", 5,
                Optional.of(SearchMode.LEXICAL), true));

        assertEquals(List.of(), result.hits());
        assertEquals(List.of(new Notice.NothingMatched()), result.notices());
    }

    @Test
    void weakHitsStillSayNothingMatchedWell() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        SearchResult result = memory.search.search(new SearchRequest("memory of kubernetes", 5,
                Optional.of(SearchMode.LEXICAL), true));

        assertEquals(1, result.hits().size());
        assertTrue(result.notices().get(0) instanceof Notice.NothingMatchedWell, result.notices()::toString);
    }

    @Test
    void aRetiredNoteTheAnswerHidesDoesNotMakeItConfident() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.source.write("old.md", "---\nstatus: superseded\n---\n# Old\npasta recipe");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        SearchResult result = memory.find("pasta");

        assertEquals(SearchMode.HYBRID, result.mode());
        assertEquals(List.of("a.md"), result.hits().stream().map(h -> h.chunk().path()).toList());
        assertFalse(result.confident(), "only the hidden note holds the word");
        assertTrue(result.notices().get(0) instanceof Notice.NothingMatchedWell, result.notices()::toString);
    }

    @Test
    void aVectorSearchNeverSaysNoNoteHoldsTheWordsItDidNotLookFor() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        SearchResult result = memory.search.search(new SearchRequest("kubernetes pods", 5,
                Optional.of(SearchMode.VECTOR), true));

        assertEquals(1, result.notices().size(), result.notices()::toString);
        String said = result.notices().get(0).describe();
        assertTrue(said.startsWith("nothing matched well: no note is near in meaning"), said);
        assertFalse(said.contains("query word"), said);
    }
}
