package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.port.out.NoteDraft;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownNoteWriterPermissionsTest {

    @TempDir
    Path workspace;

    @Test
    void aNewNoteHasThePermissionsTheUmaskGivesAnyNewFile() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path folder = Files.createDirectories(workspace.resolve("notes"));
        Path ordinary = Files.createFile(folder.resolve("ordinary.txt"));

        String path = new MarkdownNoteWriter(workspace).create(new NoteDraft("notes", "Shared note", LocalDate.of(2026, 1, 2),
                List.of(), Optional.empty(), "Readable by a backup job."));

        assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(ordinary)),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(workspace.resolve(path))));
        try (var left = Files.list(folder)) {
            assertEquals(Set.of("ordinary.txt", "shared-note.md"),
                    left.map(p -> p.getFileName().toString()).collect(Collectors.toSet()));
        }
    }
}
