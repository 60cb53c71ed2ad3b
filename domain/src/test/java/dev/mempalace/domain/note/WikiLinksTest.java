package dev.mempalace.domain.note;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WikiLinksTest {

    @Test
    void findsLinkNamesIgnoringAliasesHeadingsAndFolders() {
        assertEquals(Set.of("systemd-timer-setup", "0013-switch", "wsl"),
                WikiLinks.in("see [[systemd-timer-setup]], [[adr/0013-Switch.md|the ADR]] and [[WSL#memory]]"));
    }

    @Test
    void ignoresTextThatIsNotALink() {
        assertEquals(Set.of(), WikiLinks.in("[single] [[]] [[broken\nlink]] array[[0]"));
    }

    @Test
    void findsLinksInOrderWhereBracketsRunTogether() {
        assertEquals(List.of("nested", "a", "b", "c"),
                List.copyOf(WikiLinks.in("[[[nested]] [[a]][[b]] [[ [[c]] [[d\n]] ]]")));
    }

    @Test
    void namesNotesByFileNameWithoutExtension() {
        assertEquals("timer-not-firing", WikiLinks.name("troubleshooting/Timer-Not-Firing.md"));
    }
}
