package dev.mempalace.adapter.markdown;

import dev.mempalace.application.contract.NoteSourceContract;
import dev.mempalace.application.port.out.NoteSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.io.TempDir;

/** The real Markdown source honours the note source contract, on a real folder with real links. */
class MarkdownNoteSourceContractTest extends NoteSourceContract {

    private static final long ONE_MINUTE = 60_000;

    /** Holds the workspace folder and, beside it, the files that lie outside the workspace. */
    @TempDir
    Path root;

    private Path workspace() {
        return root.resolve("workspace");
    }

    @Override
    protected NoteSource freshSource() {
        io(() -> Files.createDirectories(workspace()));
        return new MarkdownNoteSource(workspace(), workspace().resolve(".mempalace/index.sqlite"), TestFiles.TOKENS);
    }

    @Override
    protected void write(String path, String text) {
        TestFiles.write(workspace(), path, text);
    }

    @Override
    protected void writeUndecodable(String path) {
        TestFiles.write(workspace(), path, new byte[] {'#', ' ', (byte) 0xC3, '(', '\n'});
    }

    @Override
    protected void touch(String path) {
        Path file = workspace().resolve(path);
        io(() -> Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis()
                + ONE_MINUTE)));
    }

    @Override
    protected String writeOutside(String name, String text) {
        return TestFiles.write(root, name, text).toAbsolutePath().toString();
    }

    @Override
    protected void linkOutside(String path, String target) {
        TestFiles.link(workspace().resolve(path), root.resolve(target));
    }

    @Override
    protected void removeWorkspace() {
        io(() -> Files.delete(workspace()));
    }

    /** A file operation whose failure fails the test. */
    private interface FileStep {
        void run() throws IOException;
    }

    private static void io(FileStep step) {
        try {
            step.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
