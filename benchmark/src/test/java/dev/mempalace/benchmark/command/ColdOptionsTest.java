package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class ColdOptionsTest {

    @TempDir
    Path dir;

    @Test
    void peersQmdAndDaemonBelongToCold() {
        assertThrows(IllegalArgumentException.class, () -> ColdOptions.of(false, true, null, false));
        assertThrows(IllegalArgumentException.class, () -> ColdOptions.of(false, false, null, true));
        assertThrows(IllegalArgumentException.class, () -> ColdOptions.of(false, false, dir, false));
        assertEquals(new ColdOptions(false, null, false), ColdOptions.of(false, false, null, false));
        assertEquals(new ColdOptions(true, null, true), ColdOptions.of(true, true, null, true));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void qmdImpliesPeersAndMustBeAnExecutable() throws Exception {
        Path qmd = Files.writeString(dir.resolve("qmd"), "#!/bin/sh\n");
        IllegalArgumentException notExecutable = assertThrows(IllegalArgumentException.class,
                () -> ColdOptions.of(true, false, qmd, false));
        assertTrue(notExecutable.getMessage().contains("scripts/qmd.sh"), notExecutable::getMessage);
        assertTrue(qmd.toFile().setExecutable(true));

        ColdOptions options = ColdOptions.of(true, false, qmd, false);

        assertTrue(options.peers());
        assertEquals(qmd.toAbsolutePath(), options.qmd());
        assertThrows(IllegalArgumentException.class, () -> new ColdOptions(false, qmd, false));
    }
}
