package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReconcileServiceTest {

    private final Memory memory = new Memory();

    @Test
    void namesEveryAddedChangedAndDeletedFile() {
        memory.source.write("keep.md", "keep");
        memory.source.write("edit.md", "before");
        memory.source.write("gone.md", "gone");
        memory.source.write("touch.md", "same");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.write("new.md", "new");
        memory.source.write("edit.md", "after");
        memory.source.delete("gone.md");
        memory.source.touch("touch.md");

        Drift drift = memory.reconcile.reconcile();
        assertFalse(drift.agrees());
        assertEquals(List.of("new.md"), drift.added());
        assertEquals(List.of("edit.md"), drift.changed());
        assertEquals(List.of("gone.md"), drift.deleted());
        assertEquals(2, drift.unchanged());

        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertTrue(memory.reconcile.reconcile().agrees());
    }

    @Test
    void anUnreadableFileCountsAsChangedWhenIndexedAndAddedWhenNot() {
        memory.source.write("a.md", "a");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.corrupt("a.md");
        memory.source.write("b.md", "b");
        memory.source.corrupt("b.md");
        Drift drift = memory.reconcile.reconcile();
        assertEquals(List.of("a.md"), drift.changed());
        assertEquals(List.of("b.md"), drift.added());
    }

    @Test
    void afterANoteFormatChangeEveryFileIsStaleWithoutReadingAny() {
        memory.source.write("a.md", "a");
        memory.source.write("b.md", "b");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.changeFormat("test-v2");
        int readsBefore = memory.source.reads();

        Drift drift = memory.reconcile.reconcile();

        assertEquals(List.of("a.md", "b.md"), drift.changed());
        assertEquals(readsBefore, memory.source.reads(), "a stale format is known from the index alone");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        assertTrue(memory.reconcile.reconcile().agrees());
    }
}
