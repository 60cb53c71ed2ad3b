package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bundled golden set is the examples folder, written out so that a rerun leaves unchanged notes alone. */
class BundledGoldenSetTest {

    private static final Path EXAMPLES = Path.of("..", "examples");

    @TempDir
    Path tmp;

    @Test
    void writesTheExamplesWorkspaceAndQueries() throws Exception {
        BundledGoldenSet.Written set = BundledGoldenSet.writeTo(tmp);

        assertEquals(notes(EXAMPLES.resolve("workspace")), notes(set.workspace()));
        assertEquals(Files.readString(EXAMPLES.resolve("queries.jsonl")), Files.readString(set.queries()));
        assertEquals(30, GoldenQueries.read(set.queries()).size());
    }

    @Test
    void aRewriteKeepsUnchangedNotesAndPrunesStrangers() throws Exception {
        BundledGoldenSet.Written first = BundledGoldenSet.writeTo(tmp);
        Path note = first.workspace().resolve("MEMORY.md");
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(note, old);
        Path stranger = Files.writeString(first.workspace().resolve("stranger.md"), "# Not bundled\n");

        BundledGoldenSet.writeTo(tmp);

        assertEquals(old, Files.getLastModifiedTime(note));
        assertFalse(Files.exists(stranger));
        assertEquals(Files.readString(EXAMPLES.resolve("workspace/MEMORY.md")), Files.readString(note));
    }

    private static List<String> notes(Path workspace) throws Exception {
        try (Stream<Path> walk = Files.walk(workspace)) {
            return walk.filter(p -> p.toString().endsWith(".md")).filter(p -> !p.toString().contains(".mempalace"))
                    .map(p -> workspace.relativize(p).toString()).sorted().toList();
        }
    }
}
