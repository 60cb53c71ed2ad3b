package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IndexCopyReport;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IndexCopyServiceTest {

    private final Memory memory = new Memory();
    private final FakeEmbedder counting = new FakeEmbedder();
    private final InMemoryStore target = new InMemoryStore();
    private final IndexCopyService copy = new IndexCopyService(memory.source, counting, memory.store, target);

    private void ingestedAndEmbedded() {
        memory.source.write("a.md", "# A\nalpha gradle lock\n# B\nbeta wsl memory");
        memory.source.write("b.md", "# B\nbeta wsl memory");
        for (int i = 0; i < 2 * IndexCopyService.BATCH; i++) {
            memory.source.write("many/" + i + ".md", "# Note " + i + "\npostgres event store " + i);
        }
        memory.ingest.ingest(true, EmbedProgress.NONE);
    }

    @Test
    void everyVectorTheSourceHoldsIsCopiedNotEmbedded() {
        ingestedAndEmbedded();

        IndexCopyReport report = copy.copy(EmbedProgress.NONE);

        assertEquals(0, counting.documentsEmbedded(), "no chunk was embedded again");
        assertEquals(0, report.embedded());
        assertEquals(memory.embedder.documentsEmbedded(), report.copied(), "one vector per distinct chunk text");
        assertEquals(2 + 2 * IndexCopyService.BATCH, report.notes());
        assertEquals(report.chunks(), report.withVector());
        assertEquals(coverage(memory.store), coverage(target));
        for (String query : List.of("gradle lock", "wsl memory", "event store 7")) {
            assertEquals(nearest(memory.store, query), nearest(target, query), query);
        }
    }

    @Test
    void aChunkTheSourceLacksIsEmbeddedAndCountedAndTheSourceIsLeftAlone() {
        ingestedAndEmbedded();
        memory.source.write("new.md", "# New\ndelta kafka");
        VectorCoverage before = coverage(memory.store);

        IndexCopyReport report = copy.copy(EmbedProgress.NONE);

        assertEquals(1, report.embedded());
        assertEquals(1, counting.documentsEmbedded());
        assertEquals(memory.embedder.documentsEmbedded(), report.copied());
        assertEquals(report.chunks(), report.withVector());
        assertEquals(before, coverage(memory.store));
        try (IndexSession source = memory.store.read()) {
            assertFalse(source.notes().files().containsKey("new.md"), "the source index is only read");
        }
    }

    @Test
    void vectorsOfAnotherModelAreEmbeddedAnew() {
        ingestedAndEmbedded();
        counting.changeModel("fake-v2");

        IndexCopyReport report = copy.copy(EmbedProgress.NONE);

        assertEquals(0, report.copied());
        assertEquals(memory.embedder.documentsEmbedded(), report.embedded());
        assertEquals(report.embedded(), counting.documentsEmbedded());
    }

    @Test
    void aCancelledCopyResumesWhereItStopped() {
        ingestedAndEmbedded();
        EmbedProgress oneBatch = new EmbedProgress() {
            private int updates;

            @Override
            public void update(int done, int total) {
                updates++;
            }

            @Override
            public boolean cancelled() {
                return updates > 1;
            }
        };

        IndexCopyReport first = copy.copy(oneBatch);
        IndexCopyReport second = copy.copy(EmbedProgress.NONE);
        IndexCopyReport third = copy.copy(EmbedProgress.NONE);

        assertEquals(IndexCopyService.BATCH, first.copied());
        assertEquals(memory.embedder.documentsEmbedded() - IndexCopyService.BATCH, second.copied());
        assertEquals(List.of(0, 0), List.of(third.copied(), third.embedded()));
        assertEquals(0, counting.documentsEmbedded());
        assertEquals(third.chunks(), third.withVector());
    }

    @Test
    void aMissingSourceFailsBeforeTheTargetIsWritten() {
        memory.source.write("a.md", "# A\nalpha");

        assertThrows(IndexMissingException.class, () -> copy.copy(EmbedProgress.NONE));

        assertThrows(IndexMissingException.class, target::read);
    }

    @Test
    void theTargetHoldsTheNotesOfTheWorkspaceNotThoseOfTheSource() {
        ingestedAndEmbedded();
        memory.source.delete("b.md");

        copy.copy(EmbedProgress.NONE);

        try (IndexSession copied = target.read(); IndexSession source = memory.store.read()) {
            assertEquals(Set.of("a.md", "b.md"), Set.copyOf(source.notes().files().keySet().stream()
                    .filter(path -> !path.startsWith("many/")).toList()));
            assertFalse(copied.notes().files().containsKey("b.md"));
        }
    }

    private VectorCoverage coverage(IndexStore store) {
        try (IndexSession session = store.read()) {
            return session.vectors().coverage(fingerprint().id());
        }
    }

    private List<String> nearest(IndexStore store, String query) {
        try (IndexSession session = store.read()) {
            return session.vectors().nearest(fingerprint().id(), memory.embedder.embedQuery(query), 10,
                    NoteFilter.EVERY).stream().map(hit -> hit.chunk().key() + " " + hit.score()).toList();
        }
    }

    private Fingerprint fingerprint() {
        return Fingerprint.of(memory.embedder.identity(), memory.source.format());
    }
}
