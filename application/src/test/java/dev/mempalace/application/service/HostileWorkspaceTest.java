package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the disk and the index can do to an ingest, and what the user is told: issue #10's items 4, 5, 7, 8, 9. */
class HostileWorkspaceTest {

    private final Memory memory = new Memory();

    private IngestReport ingest() {
        return memory.ingest.ingest(false, EmbedProgress.NONE);
    }

    @Test
    void aFolderThatCannotBeReadKeepsItsNotesAsAnUnreadableNoteDoes() {
        memory.source.write("team/a.md", "# A\nalpha");
        memory.source.write("b.md", "# B\nbeta");
        ingest();
        memory.source.makeFolderUnreadable("team");

        IngestReport report = ingest();

        assertEquals(0, report.removed());
        assertEquals(List.of(new Notice.NoteSkipped("team/a.md", "cannot read folder team")), report.skipped());
        assertEquals("team/a.md", memory.find("alpha").hits().get(0).chunk().path());
        assertEquals(List.of("team/a.md"), memory.reconcile.reconcile().changed(), "as an unreadable file is");
    }

    @Test
    void aNoteDeletedDuringTheIngestIsSimplyGone() {
        memory.source.write("a.md", "# A\nalpha");
        memory.source.write("b.md", "# B\nbeta");
        ingest();
        memory.source.write("a.md", "# A\nalpha again");
        memory.source.write("c.md", "# C\ngamma");
        memory.source.vanishWhenRead("a.md");
        memory.source.vanishWhenRead("c.md");

        IngestReport report = ingest();

        assertEquals(List.of(), report.skipped());
        assertEquals(List.of(0, 1, 0), List.of(report.added(), report.removed(), report.changed()));
        assertTrue(memory.reconcile.reconcile().agrees());
    }

    @Test
    void aNoteThatIsNotUtf8IsIndexedWithAWarningOnceAndNeverDrifts() {
        memory.source.write("a.md", "# A\nalpha");
        memory.source.garble("a.md");

        IngestReport first = ingest();
        IngestReport second = ingest();

        assertEquals(1, first.added());
        assertEquals(List.of(), first.skipped());
        assertEquals(List.of(new Notice.NoteRepaired("a.md", "bytes replaced")), first.warnings());
        assertEquals(List.of(), second.warnings(), "unchanged since, so not read again");
        assertTrue(memory.reconcile.reconcile().agrees());
    }

    @Test
    void filesPassedOverAreReportedOnEachIngestButAreNoDrift() {
        memory.source.write("a.md", "# A\nalpha");
        memory.source.passOver("out.md", "a link that leads outside the workspace");

        IngestReport first = ingest();
        IngestReport second = ingest();

        List<Notice> passed = List.of(new Notice.NotePassedOver("out.md", "a link that leads outside the workspace"));
        assertEquals(passed, first.warnings());
        assertEquals(passed, second.warnings());
        assertEquals(List.of(), second.skipped());
        Drift drift = memory.reconcile.reconcile();
        assertTrue(drift.agrees(), drift::toString);
    }

    @Test
    void aCorruptIndexIsNamedByStatusAndReconcileAndRebuiltByTheNextIngest() {
        memory.source.write("a.md", "# A\nalpha");
        ingest();
        memory.store.damage();

        IndexUnavailableException failure = assertThrows(IndexUnavailableException.class,
                memory.reconcile::reconcile);
        assertEquals(Reason.CORRUPT, failure.reason());
        IngestReport report = ingest();

        assertEquals(List.of(new Notice.IndexSetAside("memory.corrupt")), report.warnings());
        assertEquals(1, report.added(), "rebuilt from the notes");
        assertTrue(memory.reconcile.reconcile().agrees());
    }
}
