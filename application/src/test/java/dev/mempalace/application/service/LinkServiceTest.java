package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.port.in.NoteLinks;
import dev.mempalace.application.port.out.NotePathRefusedException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LinkServiceTest {

    private final InMemoryNoteSource source = new InMemoryNoteSource();
    private final LinkService links = new LinkService(source);

    @Test
    void wikiAndRelativeLinksLeadToNotesAndBrokenOnesLeadNowhere() {
        source.write("adr/0003-cron.md", "---\nstatus: superseded\nsuperseded_by: 0007-timers\n---\n# Cron\n");
        source.write("adr/0007-timers.md", "# Timers\n\nSee [the old one](0003-cron.md) and [[missing-note]].\n"
                + "[out](../../etc/passwd.md)\n");
        source.write("runbooks/backup.md", "# Backup\n\nUses [timers](../adr/0007-timers.md).\n");

        NoteLinks timers = links.links("adr/0007-timers.md");

        assertEquals(List.of(new NoteLinks.Link("missing-note", Optional.empty()),
                new NoteLinks.Link("0003-cron.md", Optional.of("adr/0003-cron.md")),
                new NoteLinks.Link("../../etc/passwd.md", Optional.empty())), timers.outgoing());
        assertEquals(List.of("adr/0003-cron.md", "runbooks/backup.md"), timers.backlinks());
    }

    @Test
    void aPathOutsideTheStoreIsRefusedAsGetRefusesIt() {
        source.write("a.md", "# A\n");

        assertThrows(NotePathRefusedException.class, () -> links.links("../outside.md"));
    }

    @Test
    void theTimelineHasEachNoteByDayWithSessionsByHarness() {
        source.write("notes/a.md", "---\nproject: /home/ada/shop\n---\n# A\n");
        source.write("sessions/codex/2026/s.md", "# S\n");

        TimelineService timeline = new TimelineService(source);

        assertEquals(List.of(Optional.of("/home/ada/shop"), Optional.empty()),
                timeline.timeline().stream().map(entry -> entry.project()).toList());
        assertEquals(List.of(Optional.empty(), Optional.of("codex")),
                timeline.timeline().stream().map(entry -> entry.harness()).toList());
    }
}
