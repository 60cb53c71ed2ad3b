package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.domain.ranking.Leg;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SearchServiceTest {

    private final Memory memory = new Memory();

    private List<String> paths(SearchResult result) {
        return result.hits().stream().map(h -> h.chunk().path()).toList();
    }

    @Test
    void withoutAnIndexSearchFailsAsMissing() {
        assertThrows(IndexMissingException.class, () -> memory.find("anything"));
    }

    @Test
    void withoutVectorsItAnswersLexicallyAtOnceAndSaysToEmbed() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        SearchResult result = memory.find("wsl memory");
        assertEquals(SearchMode.LEXICAL, result.mode());
        assertEquals(List.of("a.md"), paths(result));
        assertTrue(result.warnings().stream().anyMatch(w -> w.contains("run mempalace embed")), result.warnings()
                .toString());
        assertEquals(0, memory.embedder.documentsEmbedded());
    }

    @Test
    void withVectorsHybridIsTheDefaultAndBothLegsRank() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.source.write("b.md", "# B\nsystemd timer");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        int embeddedBefore = memory.embedder.documentsEmbedded();
        SearchResult result = memory.find("wsl memory");
        assertEquals(SearchMode.HYBRID, result.mode());
        assertEquals("a.md", result.hits().get(0).chunk().path());
        assertEquals(1, result.hits().get(0).legs().get(Leg.LEXICAL).rank());
        assertEquals(1, result.hits().get(0).legs().get(Leg.VECTOR).rank());
        assertEquals(embeddedBefore, memory.embedder.documentsEmbedded());
        assertTrue(result.warnings().isEmpty(), result.warnings().toString());
    }

    @Test
    void partialVectorsWarnWithTheMissingCount() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.source.write("b.md", "# B\nalpha beta");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        SearchResult result = memory.find("alpha");
        assertEquals(SearchMode.HYBRID, result.mode());
        assertTrue(result.warnings().stream().anyMatch(w -> w.startsWith("1 of 2 chunks have no vector")),
                result.warnings().toString());
        assertEquals(List.of("a.md", "b.md"), paths(result).stream().sorted().toList());
    }

    @Test
    void aChangedModelRefusesOldVectorsUntilEmbedRuns() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.embedder.changeModel("fake-v2");
        SearchResult result = memory.find("alpha");
        assertEquals(SearchMode.LEXICAL, result.mode());
        assertTrue(result.warnings().stream().anyMatch(w -> w.contains("run mempalace embed")));
        memory.embed.embed(EmbedProgress.NONE);
        assertEquals(SearchMode.HYBRID, memory.find("alpha").mode());
    }

    @Test
    void anUnavailableModelStillAnswersLexically() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.embedder.makeUnavailable();
        SearchResult result = memory.find("alpha");
        assertEquals(SearchMode.LEXICAL, result.mode());
        assertEquals(List.of("a.md"), paths(result));
    }

    @Test
    void driftSinceTheLastIngestIsWarnedButStillAnswered() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.write("b.md", "# B\nalpha");
        memory.source.delete("a.md");
        SearchResult result = memory.find("alpha");
        assertEquals(List.of("a.md"), paths(result));
        assertTrue(result.warnings().stream().anyMatch(w -> w.contains("1 new") && w.contains("1 deleted")
                && w.contains("run mempalace ingest")), result.warnings().toString());
    }

    @Test
    void retiredNotesRankBelowCurrentOnes() {
        memory.source.write("old.md", "---\nstatus: superseded\n---\n# Old\nalpha alpha alpha alpha");
        memory.source.write("new.md", "# New\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of("new.md", "old.md"), paths(memory.find("alpha")));
    }

    @Test
    void oneResultPerNoteUnlessAllChunksAreAsked() {
        memory.source.write("a.md", "# A\nalpha\n# B\nalpha again");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(1, memory.find("alpha").hits().size());
        SearchRequest all = new SearchRequest("alpha", 5, Optional.of(SearchMode.LEXICAL), false);
        assertEquals(2, memory.search.search(all).hits().size());
    }

    @Test
    void rejectsEmptyQueriesAndBadLimits() {
        assertThrows(IllegalArgumentException.class, () -> SearchRequest.of(" ", 5));
        assertThrows(IllegalArgumentException.class, () -> SearchRequest.of("x", 0));
    }
}
