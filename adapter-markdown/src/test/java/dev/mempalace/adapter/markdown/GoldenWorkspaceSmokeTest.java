package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reads every note of the realistic benchmark workspace when this machine has it. */
class GoldenWorkspaceSmokeTest {

    private static final Path GOLDEN = Path.of("/work/shared/benchmarks/memory-golden/workspace");
    private static final int ABSURD_WORDS = 1500;

    @Test
    void everyNoteParsesIntoChunksWithinItsLines() throws IOException {
        assumeTrue(Files.isDirectory(GOLDEN), "no benchmark workspace on this machine");
        MarkdownNoteSource source = new MarkdownNoteSource(GOLDEN, GOLDEN.resolve(".mempalace/index.sqlite"),
                TestFiles.TOKENS);

        List<SourceFile> files = source.listing().files();

        assertFalse(files.isEmpty());
        for (SourceFile file : files) {
            Note note = source.read(file.path()).note();
            List<String> lines = Files.readString(GOLDEN.resolve(file.path()), StandardCharsets.UTF_8)
                    .replace("\uFEFF", "").lines().toList();
            assertFalse(note.title().isBlank(), file.path());
            assertEquals(note.body().isBlank(), note.chunks().isEmpty(), file.path());
            assertEquals(note.body(), source.body(file.path()), "the body bounded without its inlines");
            for (Chunk chunk : note.chunks()) {
                String where = chunk.key() + " " + chunk.startLine() + "-" + chunk.endLine();
                assertTrue(chunk.endLine() <= lines.size(), where + " beyond " + lines.size());
                assertEquals(String.join("\n", lines.subList(chunk.startLine() - 1, chunk.endLine())),
                        chunk.text(), where);
                assertTrue(chunk.text().split("\\s+").length < ABSURD_WORDS, where);
            }
            assertEquals(note.chunks().size(), note.chunks().stream().mapToInt(Chunk::ordinal).distinct().count());
        }
    }
}
