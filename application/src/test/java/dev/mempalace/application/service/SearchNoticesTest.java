package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
