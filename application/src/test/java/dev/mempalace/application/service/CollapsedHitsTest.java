package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.Similar;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.domain.note.NoteFilter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One hit per fact: a near duplicate of a better hit is listed under it, by the doctor's rule, never beside it. */
class CollapsedHitsTest {

    private static final String BUN = "The project runs its unit tests with Bun: bun test is several times faster "
            + "than jest here, and the config lives in bunfig.toml at the top of the repository.";

    private final Memory memory = new Memory();

    private SearchResult search(SearchMode mode, int limit) {
        memory.ingest.ingest(true, EmbedProgress.NONE);
        return memory.search.search(new SearchRequest("bun test jest bunfig", limit, Optional.of(mode), true));
    }

    private void writeNotes() {
        memory.source.write("a.md", "# Bun\n" + BUN);
        memory.source.write("reworded.md", "# Bun\n" + BUN.replace("The project", "This project")
                .replace("the config", "its config"));
        memory.source.write("runtime.md", "# Bun runtime\nThe server uses Bun as its runtime in production, not "
                + "Node: start it with bun run server.ts, and pin the version in .bun-version; jest stays.");
        memory.source.write("other.md", "# Jest\nThe old jest config was removed with its snapshots.");
    }

    @Test
    void aNearDuplicateIsListedUnderTheBetterHitAndTheNextNoteTakesItsPlace() {
        writeNotes();
        SearchResult result = search(SearchMode.HYBRID, 3);
        List<String> paths = result.hits().stream().map(h -> h.chunk().path()).toList();
        assertEquals(3, paths.size(), "the note after the duplicate moves up: " + paths);
        assertTrue(paths.contains("runtime.md") && paths.contains("other.md"), "look-alikes stay hits: " + paths);
        String kept = paths.contains("a.md") ? "a.md" : "reworded.md";
        String folded = kept.equals("a.md") ? "reworded.md" : "a.md";
        List<Similar> duplicates = result.duplicates(result.hits().get(paths.indexOf(kept)));
        assertEquals(List.of(folded), duplicates.stream().map(Similar::path).toList());
        assertEquals("Bun", duplicates.get(0).title());
        assertTrue(duplicates.get(0).similarity() >= 0.83, "similarity " + duplicates.get(0).similarity());
        List<?> answered = (List<?>) SearchAnswer.of(result, false, Path.of("/ws"), Notice::describe).get("results");
        for (int i = 0; i < answered.size(); i++) {
            Map<?, ?> hit = (Map<?, ?>) answered.get(i);
            assertEquals(paths.get(i).equals(kept) ? List.of(Map.of("path", folded, "title", "Bun", "similarity",
                    duplicates.get(0).similarity())) : null, hit.get("duplicates"), "only a hit that folded others "
                    + "lists them");
        }
    }

    @Test
    void theVectorModeCollapsesTooAndALexicalSearchReadsNoVectorsSoFoldsNothing() {
        writeNotes();
        assertEquals(3, search(SearchMode.VECTOR, 10).hits().size());
        SearchResult lexical = search(SearchMode.LEXICAL, 10);
        assertTrue(lexical.hits().stream().allMatch(h -> lexical.duplicates(h).isEmpty()));
        assertTrue(lexical.hits().stream().anyMatch(h -> h.chunk().path().equals("reworded.md")));
        assertTrue(lexical.hits().stream().anyMatch(h -> h.chunk().path().equals("a.md")));
    }

    @Test
    void aRetiredNoteShownOnRequestIsNeverFoldedIntoTheNoteThatReplacedIt() {
        memory.source.write("a.md", "# Bun\n" + BUN);
        memory.source.write("reworded.md", "---\nstatus: superseded\n---\n# Bun\n" + BUN.replace("The project",
                "This project").replace("the config", "its config"));
        memory.ingest.ingest(true, EmbedProgress.NONE);
        SearchResult result = memory.search.search(new SearchRequest("bun test jest bunfig", 10,
                Optional.of(SearchMode.HYBRID), true, NoteFilter.CURRENT.includingRetired()));
        List<String> paths = result.hits().stream().map(h -> h.chunk().path()).toList();
        assertTrue(paths.contains("a.md") && paths.contains("reworded.md"), "both shown: " + paths);
        assertTrue(result.hits().stream().allMatch(h -> result.duplicates(h).isEmpty()));
    }
}
