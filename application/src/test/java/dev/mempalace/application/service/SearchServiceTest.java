package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.domain.note.NoteFilter;
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
    void withoutAnIndexOverNotesOnDiskSearchFailsAsMissing() {
        memory.source.write("notes/a.md", "# A\n\nanything at all\n");

        assertThrows(IndexMissingException.class, () -> memory.find("anything"));
    }

    @Test
    void withoutVectorsItAnswersLexicallyAtOnceAndSaysToEmbed() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        SearchResult result = memory.find("wsl memory");
        assertEquals(SearchMode.LEXICAL, result.mode());
        assertEquals(List.of("a.md"), paths(result));
        assertEquals(List.of(new Notice.NoVectors(1)), result.notices());
        assertEquals(0, memory.embedder.documentsEmbedded());
    }

    @Test
    void everySearchButALexicalOneTellsTheModelThatAQueryIsComing() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        memory.search.search(new SearchRequest("wsl", 5, Optional.of(SearchMode.LEXICAL), true));
        assertEquals(0, memory.embedder.queriesPrepared(), "a lexical search needs no model");
        for (Optional<SearchMode> mode : List.of(Optional.of(SearchMode.HYBRID), Optional.of(SearchMode.VECTOR),
                Optional.<SearchMode>empty())) {
            int before = memory.embedder.queriesPrepared();
            memory.search.search(new SearchRequest("wsl", 5, mode, true));
            assertEquals(before + 1, memory.embedder.queriesPrepared(), mode::toString);
        }
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
        assertEquals(List.of(), result.notices());
    }

    @Test
    void partialVectorsWarnWithTheMissingCount() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.source.write("b.md", "# B\nalpha beta");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        SearchResult result = memory.find("alpha");
        assertEquals(SearchMode.HYBRID, result.mode());
        assertEquals(List.of(new Notice.VectorsMissing(1, 2)), result.notices());
        assertEquals(List.of("a.md", "b.md"), paths(result).stream().sorted().toList());
    }

    @Test
    void aChangedModelRefusesOldVectorsUntilEmbedRuns() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.embedder.changeModel("fake-v2");
        SearchResult result = memory.find("alpha");
        assertEquals(SearchMode.LEXICAL, result.mode());
        assertEquals(List.of(new Notice.NoVectors(1)), result.notices());
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
        assertEquals(List.of(new Notice.ModelUnavailable("fake model unavailable")), result.notices());
    }

    @Test
    void aLexicalSearchAskedAsSuchNeverAsksForTheModel() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.embedder.makeUnavailable();
        SearchResult result = memory.search.search(new SearchRequest("alpha", 5, Optional.of(SearchMode.LEXICAL),
                true));
        assertEquals(SearchMode.LEXICAL, result.mode());
        assertEquals(List.of("a.md"), paths(result));
        assertEquals(List.of(), result.notices(), "nothing it needs is missing");
    }

    @Test
    void driftSinceTheLastIngestIsWarnedButStillAnswered() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.write("b.md", "# B\nalpha");
        memory.source.delete("a.md");
        SearchResult result = memory.find("alpha");
        assertEquals(List.of("a.md"), paths(result));
        assertEquals(new Notice.IndexBehind(new Drift(List.of("b.md"), List.of(), List.of("a.md"), 0)),
                result.notices().get(0));
        assertEquals(List.of("a.md"), memory.reconcile.reconcile().deleted(), "the warning policy never writes");
    }

    @Test
    void theSyncPolicyBringsTheIndexUpToDateBeforeItAnswers() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.source.write("b.md", "# B\nalpha beta");
        memory.source.delete("a.md");
        int embeddedBefore = memory.embedder.documentsEmbedded();
        SearchResult result = memory.syncingSearch.search(SearchRequest.of("alpha", 5));
        assertEquals(List.of("b.md"), paths(result));
        assertEquals(SearchMode.HYBRID, result.mode());
        assertEquals(List.of(), result.notices());
        assertEquals(embeddedBefore + 1, memory.embedder.documentsEmbedded(), "only the new chunk is embedded");
        assertTrue(memory.reconcile.reconcile().agrees());
    }

    @Test
    void theSyncPolicyBuildsAnIndexNobodyIngestedYet() {
        memory.source.write("a.md", "# A\nalpha");
        SearchResult result = memory.syncingSearch.search(SearchRequest.of("alpha", 5));
        assertEquals(List.of("a.md"), paths(result));
        assertEquals(List.of(), result.notices());
    }

    @Test
    void theSyncPolicyWritesNothingWhenDiskAndIndexAgree() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        try (IndexSession held = memory.store.write("another writer")) {
            assertEquals(List.of("a.md"), paths(memory.syncingSearch.search(SearchRequest.of("alpha", 5))),
                    "a search that needs no sync never waits for the writer");
            held.notes().stats();
        }
    }

    @Test
    void theSyncPolicyReportsANoteItCannotReadAndKeepsItsCopy() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.source.corrupt("a.md");
        SearchResult result = memory.syncingSearch.search(SearchRequest.of("alpha", 5));
        assertEquals(List.of("a.md"), paths(result));
        assertTrue(result.notices().get(0) instanceof Notice.NoteSkipped skipped && skipped.path().equals("a.md"),
                result.notices().toString());
    }

    @Test
    void retiredNotesRankBelowCurrentOnes() {
        memory.source.write("old.md", "---\nstatus: superseded\n---\n# Old\nalpha alpha alpha alpha");
        memory.source.write("new.md", "# New\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of("new.md"), paths(memory.find("alpha")), "a search leaves retired notes out");
        SearchRequest all = new SearchRequest("alpha", 5, Optional.empty(), true, NoteFilter.EVERY);
        assertEquals(List.of("new.md", "old.md"), paths(memory.search.search(all)));
    }

    @Test
    void aHybridSearchLeavesRetiredNotesOutOfTheAnswerToo() {
        memory.source.write("old.md", "---\nstatus: superseded\n---\n# Old\nalpha alpha alpha alpha\n[[new]]");
        memory.source.write("new.md", "# New\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        SearchResult current = memory.find("alpha");
        assertEquals(SearchMode.HYBRID, current.mode());
        assertEquals(List.of("new.md"), paths(current));
        SearchRequest all = new SearchRequest("alpha", 5, Optional.empty(), true, NoteFilter.EVERY);
        assertEquals(List.of("new.md", "old.md"), paths(memory.search.search(all)));
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
