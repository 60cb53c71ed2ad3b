package dev.mempalace.adapter.cli.output;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VersionTest {

    @Test
    void theLineNamesTheVersionAndTheCommit() {
        assertEquals("mempalace 0.1.0 (9b6b757)", Version.line("0.1.0", "9b6b757"));
        assertEquals("mempalace (development build)", Version.line(null, "9b6b757"));
    }

    @Test
    void aModifiedWorkTreeIsSaid() {
        assertEquals("9b6b757", Version.commit(git("9b6b757", "false")));
        assertEquals("9b6b757, modified", Version.commit(git("9b6b757", "true")));
    }

    @Test
    void aBuildOutsideGitHasAnUnknownCommit() {
        assertEquals("unknown commit", Version.commit(new Properties()));
        assertEquals("unknown commit", Version.commit(git("", "false")));
    }

    @Test
    void theBuildRecordsItsCommit() {
        assertTrue(Version.commit().matches("[0-9a-f]{7,}(, modified)?|unknown commit"), Version.commit());
    }

    private static Properties git(String id, String dirty) {
        Properties git = new Properties();
        git.setProperty("git.commit.id.abbrev", id);
        git.setProperty("git.dirty", dirty);
        return git;
    }
}
