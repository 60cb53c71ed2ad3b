package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class IngestServiceTest {

    private final Memory memory = new Memory();

    @Test
    void secondIngestTouchesOnlyWhatChanged() {
        memory.source.write("a.md", "# A\nalpha");
        memory.source.write("b.md", "# B\nbeta");
        memory.source.write("c.md", "# C\ngamma");
        IngestReport first = memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(3, first.added());

        memory.source.write("a.md", "# A\nalpha changed");
        memory.source.touch("b.md");
        memory.source.delete("c.md");
        memory.source.write("d.md", "# D\ndelta");
        IngestReport second = memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(List.of(1, 1, 1, 1, 0), List.of(second.added(), second.changed(), second.removed(),
                second.touched(), second.unchanged()));
        assertTrue(memory.reconcile.reconcile().agrees());
    }

    @Test
    void anUnreadableNoteKeepsItsIndexedCopyAndIsReported() {
        memory.source.write("a.md", "# A\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.corrupt("a.md");
        IngestReport report = memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(1, report.skipped().size());
        assertEquals("a.md", report.skipped().get(0).path());
        assertEquals("a.md", memory.find("alpha").hits().get(0).chunk().path());
    }

    @Test
    void aNoteThatLeadsOutsideOnceListedIsSkippedAndReported() {
        memory.source.write("a.md", "# A\nalpha");
        memory.source.write("b.md", "# B\nbeta");
        memory.source.leadOutside("a.md");

        IngestReport report = memory.ingest.ingest(false, EmbedProgress.NONE);

        assertEquals(1, report.added());
        assertEquals(List.of(new Notice.NoteSkipped("a.md", "note path leads outside the workspace: a.md")),
                report.skipped());
    }

    @Test
    void embedsNewChunksUnlessToldNotTo() {
        memory.source.write("a.md", "# A\nalpha\n# B\nbeta");
        assertTrue(memory.ingest.ingest(false, EmbedProgress.NONE).embedding().isEmpty());
        assertEquals(0, memory.embedder.documentsEmbedded());
        assertEquals(2, memory.ingest.ingest(true, EmbedProgress.NONE).embedding().orElseThrow().embedded());
        assertEquals(0, memory.ingest.ingest(true, EmbedProgress.NONE).embedding().orElseThrow().embedded());
    }

    @Test
    void aNewNoteFormatRechunksEveryNoteEvenIfNoFileChanged() {
        memory.source.write("a.md", "# A\nalpha");
        memory.source.write("b.md", "# B\nbeta");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.changeFormat("test-v2");
        assertEquals(List.of("a.md", "b.md"), memory.reconcile.reconcile().changed());
        IngestReport report = memory.ingest.ingest(false, EmbedProgress.NONE);
        assertEquals(2, report.changed());
        assertTrue(memory.reconcile.reconcile().agrees());
    }

    @Test
    void aMovedNoteKeepsItsVectors() {
        memory.source.write("a.md", "---\ntitle: A\n---\n# A\nalpha\n# B\nbeta");
        memory.ingest.ingest(true, EmbedProgress.NONE);
        memory.source.move("a.md", "archive/a.md");
        IngestReport report = memory.ingest.ingest(true, EmbedProgress.NONE);
        assertEquals(0, report.embedding().orElseThrow().embedded());
        assertEquals(2, memory.embedder.documentsEmbedded());
    }

    @Test
    void twoIngestsAtOnceEmbedEveryChunkExactlyOnce() throws Exception {
        for (int i = 0; i < 100; i++) {
            memory.source.write("n" + i + ".md", "# Note " + i + "\nwords of note " + i);
        }
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            List<Future<IngestReport>> runs = two.invokeAll(List.of(
                    () -> memory.ingest.ingest(true, EmbedProgress.NONE),
                    () -> memory.ingest.ingest(true, EmbedProgress.NONE)));
            int embedded = 0;
            int added = 0;
            for (Future<IngestReport> run : runs) {
                embedded += run.get().embedding().orElseThrow().embedded();
                added += run.get().added();
            }
            assertEquals(100, added, "the second ingest found the notes the first had added");
            assertEquals(100, embedded);
            assertEquals(100, memory.embedder.documentsEmbedded());
        } finally {
            two.shutdownNow();
        }
        assertTrue(memory.reconcile.reconcile().agrees());
    }
}
