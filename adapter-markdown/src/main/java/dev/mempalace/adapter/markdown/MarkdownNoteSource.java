package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.TokenCounter;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The notes of a workspace folder: every {@code *.md} file outside hidden folders and the index's folder (the paths
 * {@link MarkdownPaths} accepts; it refuses any other), read as UTF-8 with line ends normalised, so a CRLF/LF
 * conversion does not change a note's content hash; bytes that are not UTF-8 are replaced with U+FFFD, and the
 * reading says so. A file over {@link #MAX_NOTE_BYTES} is no note. {@link MarkdownNoteWriter} writes new ones.
 */
public final class MarkdownNoteSource implements NoteSource {

    /** The note format of this source: see {@link #format()}. */
    public static final String FORMAT = MarkdownChunker.VERSION + "/" + Chunk.TEXT_VERSION;

    /** The largest note read, 10 MiB: a larger {@code .md} file is passed over, never read whole into memory. */
    public static final long MAX_NOTE_BYTES = 10L * 1024 * 1024;

    private final Path workspace;
    private final Path indexFolder;
    private final TokenCounter tokens;
    private final MarkdownChunker chunker;

    /**
     * {@code indexFile}'s folder is left out of the listing when it lies inside the workspace; {@code tokens} counts
     * in the embedder's tokens, so that no chunk overflows its window.
     */
    public MarkdownNoteSource(Path workspace, Path indexFile, TokenCounter tokens) {
        this.workspace = workspace.toAbsolutePath().normalize();
        this.indexFolder = indexFile.toAbsolutePath().normalize().getParent();
        this.tokens = tokens;
        this.chunker = new MarkdownChunker(tokens);
    }

    @Override
    public Listing listing() {
        return listing(Map.of());
    }

    /** Leaves out the session archive's folders that are unchanged since the index recorded them. */
    @Override
    public Listing listing(Map<String, Long> newestIndexed) {
        if (!Files.exists(workspace)) {
            throw new WorkspaceUnreadableException("workspace folder does not exist: " + workspace);
        }
        if (!Files.isDirectory(workspace)) {
            throw new WorkspaceUnreadableException("workspace is not a folder: " + workspace);
        }
        try {
            return WorkspaceWalk.list(workspace, skippedFolder(), newestIndexed);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot list workspace folder " + workspace + ": " + reason(e), e);
        }
    }

    /**
     * The chunker's version, the domain's embedding-text rule and the tokenizer that measures windows: a change to
     * any re-chunks every note.
     */
    @Override
    public String format() {
        return FORMAT + "/" + tokens.tokenizer();
    }

    @Override
    public NoteReading read(String path) {
        NoteText.Decoded text = NoteText.decode(bytes(path));
        ParsedMarkdown md = ParsedMarkdown.parse(text.text());
        List<String> repairs = new ArrayList<>();
        if (text.replaced()) {
            repairs.add("not valid UTF-8; indexed with the invalid bytes replaced by U+FFFD");
        }
        md.frontMatterProblem().ifPresent(repairs::add);
        return new NoteReading(MarkdownNote.parse(path, text.text(), md, chunker),
                repairs.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", repairs)));
    }

    /** The note without its chunks: nothing is measured with the tokenizer, which a checkup of notes needs not. */
    @Override
    public NoteReading readUnchunked(String path) {
        String text = NoteText.decode(bytes(path)).text();
        ParsedMarkdown md = ParsedMarkdown.parse(text);
        return new NoteReading(new Note(path, MarkdownNote.title(path, md), md.frontMatter(), md.body(),
                ContentHash.of(text), List.of()), Optional.empty());
    }

    /** The body, bounded as a read bounds it, without reading the front matter's values. */
    @Override
    public String body(String path) {
        return ParsedMarkdown.bodyOf(NoteText.decode(bytes(path)).text());
    }

    /** The decoded text, whose hash {@link MarkdownNote} takes as the note's. */
    @Override
    public String text(String path) {
        return NoteText.decode(bytes(path)).text();
    }

    /**
     * Refuses a path that breaks {@link MarkdownPaths}, that this file system cannot spell, or whose
     * real path (links followed) lies outside the workspace's; then reads the bytes of the file at that real path.
     */
    private byte[] bytes(String path) {
        MarkdownPaths.checked(path);
        Path file;
        try {
            file = workspace.resolve(path);
        } catch (InvalidPathException e) {
            // Java decodes file names in the locale's charset: under LANG=C a listed name can be beyond it.
            throw new NoteUnreadableException("cannot decode the file name " + path + " in the system charset "
                    + System.getProperty("sun.jnu.encoding") + "; run mempalace under a UTF-8 locale, such as "
                    + "LC_ALL=C.UTF-8", e);
        }
        byte[] bytes;
        try {
            Path real = file.toRealPath();
            if (!real.startsWith(workspace.toRealPath())) {
                throw new NotePathRefusedException("note path leads outside the workspace through a link: " + path);
            }
            if (Files.size(real) > MAX_NOTE_BYTES) {
                throw new NoteUnreadableException("cannot read note " + path + ": " + tooLarge(Files.size(real)));
            }
            bytes = Files.readAllBytes(real);
        } catch (NoSuchFileException e) {
            throw NoteUnreadableException.vanished("note not found: " + path, e);
        } catch (IOException e) {
            throw new NoteUnreadableException("cannot read note " + path + ": " + reason(e), e);
        }
        return bytes;
    }

    /** Why a file of {@code size} bytes is not read. */
    static String tooLarge(long size) {
        return "larger than " + MAX_NOTE_BYTES / (1024 * 1024) + " MiB (" + size + " bytes), the most a note may hold";
    }

    /** The index folder's real path when it exists strictly inside the workspace, else null. */
    private Path skippedFolder() throws IOException {
        if (indexFolder == null || !Files.isDirectory(indexFolder)) {
            return null;
        }
        Path real = indexFolder.toRealPath();
        Path root = workspace.toRealPath();
        return real.startsWith(root) && !real.equals(root) ? real : null;
    }

    private static String reason(IOException e) {
        String message = e.getMessage() == null ? "" : ": " + e.getMessage().replaceAll("\\s+", " ");
        return e.getClass().getSimpleName() + message;
    }
}
