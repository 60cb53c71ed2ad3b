package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexStats;
import org.junit.jupiter.api.Test;

class StatusServiceTest {

    private final Memory memory = new Memory();
    private final StatusService status = new StatusService(memory.source, memory.store, memory.embedder);

    @Test
    void aWorkspaceWithoutNotesOrIndexIsAnEmptyMemoryNotAnError() {
        StatusReport report = status.status();

        assertEquals(new IndexStats(0, 0), report.stats());
        assertTrue(report.drift().agrees());
        assertEquals(0, report.vectors().orElseThrow().missing());
    }

    @Test
    void notesOnDiskWithoutAnIndexStillReportTheMissingIndex() {
        memory.source.write("a.md", "# A\nwsl memory limit");

        assertThrows(IndexMissingException.class, status::status);
    }
}
