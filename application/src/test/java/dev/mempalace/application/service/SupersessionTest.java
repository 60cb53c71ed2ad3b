package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SupersessionTest {

    private final Memory memory = new Memory();

    @Test
    void aNoteNamedBySupersedesLeavesTheAnswerWithoutItsFileChanging() {
        memory.source.write("old.md", "# Old\nalpha alpha alpha alpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        assertEquals(List.of("old.md"), paths(memory.find("alpha")));
        String before = memory.source.text("old.md");

        memory.source.write("new.md", "---\nsupersedes: [old.md]\n---\n# New\nalpha");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        assertEquals(List.of("new.md"), paths(memory.find("alpha")));
        assertEquals(before, memory.source.text("old.md"), "the superseded note is never written");
        assertEquals(List.of("new.md", "old.md"), paths(memory.search.search(
                new SearchRequest("alpha", 5, Optional.empty(), true, NoteFilter.EVERY))));
    }

    @Test
    void aSupersededNoteComesBackWhenItsReplacerIsDeletedOrNoLongerNamesIt() {
        memory.source.write("old.md", "# Old\nalpha");
        memory.source.write("new.md", "---\nsupersedes: old.md\n---\n# New\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of("new.md"), paths(memory.find("alpha")));

        memory.source.write("new.md", "# New\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of("new.md", "old.md"), paths(memory.find("alpha")).stream().sorted().toList());

        memory.source.write("new.md", "---\nsupersedes: [old.md]\n---\n# New\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.delete("new.md");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of("old.md"), paths(memory.find("alpha")));
    }

    @Test
    void aSupersededNoteChangedOnDiskStaysRetired() {
        memory.source.write("old.md", "# Old\nalpha");
        memory.source.write("new.md", "---\nsupersedes: [old.md]\n---\n# New\nbeta");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.write("old.md", "# Old\nalpha, edited");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of(), paths(memory.find("alpha")));
    }

    private static List<String> paths(SearchResult result) {
        return result.hits().stream().map(h -> h.chunk().path()).toList();
    }
}
