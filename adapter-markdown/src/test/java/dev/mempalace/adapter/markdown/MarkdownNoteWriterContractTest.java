package dev.mempalace.adapter.markdown;

import dev.mempalace.application.contract.NoteWriterContract;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The real Markdown writer honours the note writer contract, read back by the Markdown source on a real folder. */
class MarkdownNoteWriterContractTest extends NoteWriterContract {

    /** Holds the workspace folder, so that the paths that lead out of it reach a real folder. */
    @TempDir
    Path root;

    private Path workspace() {
        return root.resolve("workspace");
    }

    @Override
    protected NoteWriter freshWriter() {
        try {
            Files.createDirectories(workspace());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new MarkdownNoteWriter(workspace());
    }

    @Override
    protected NoteSource source() {
        return new MarkdownNoteSource(workspace(), workspace().resolve(".mempalace/index.sqlite"), TestFiles.TOKENS);
    }

    @Override
    protected void write(String path, String text) {
        TestFiles.write(workspace(), path, text);
    }
}
