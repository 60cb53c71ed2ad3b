package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NotePath;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The workspace of Markdown notes: the only source of truth. */
public interface NoteSource {

    /** Every note file of the workspace, sorted by path. Throws {@link WorkspaceUnreadableException}. */
    List<SourceFile> list();

    /**
     * The same files, with the folders that could not be read and the files passed over ({@link Listing}); a
     * source that never passes anything over lists only files.
     */
    default Listing listing() {
        return new Listing(list(), List.of(), List.of());
    }

    /**
     * Reads and parses one note, chunks included. Throws {@link NotePathRefusedException}, never reading anything,
     * when {@code path} breaks {@link #notePath(String)} or leads outside the workspace (through a link, say);
     * {@link NoteUnreadableException} when the note is missing or cannot be read or decoded.
     */
    Note read(String path);

    /**
     * Like {@link #read(String)}, saying what had to be repaired to read the note; a source that never repairs
     * reads it as it is. {@link NoteUnreadableException#vanished()} tells a note deleted since it was listed.
     */
    default NoteReading readRepairing(String path) {
        return new NoteReading(read(path), Optional.empty());
    }

    /**
     * The note's text as a person reads it (line ends normalised to LF), for reading the lines a hit points to.
     * Refuses and fails as {@link #read(String)} does.
     */
    String text(String path);

    /**
     * The content hash {@link #read(String)} gives the note, without parsing or chunking it where the source can
     * tell it sooner. Refuses and fails as {@link #read(String)} does.
     */
    default String contentHash(String path) {
        return read(path).contentHash();
    }

    /**
     * Writes a new note and returns its workspace-relative path: a file named after the title in the draft's
     * folder, with a number added when the name is taken, so that no note is ever replaced. The file appears whole
     * or not at all. Throws {@link NotePathRefusedException} for a folder outside the workspace or hidden, and
     * {@link NoteUnreadableException} when the file cannot be written.
     */
    String create(NoteDraft draft);

    /** Names how notes are parsed and chunked; a file indexed under another format is read and chunked again. */
    String format();

    /**
     * Returns {@code path} if it can name a note: a clean workspace-relative path ({@link NotePath}), without
     * hidden files or folders (a name starting with '.'), ending in {@code .md} in any case. Else throws
     * {@link NotePathRefusedException} saying which rule it breaks.
     */
    static String notePath(String path) {
        try {
            NotePath.check(path);
        } catch (IllegalArgumentException e) {
            throw new NotePathRefusedException(e.getMessage());
        }
        for (String part : path.split("/")) {
            if (part.startsWith(".")) {
                throw new NotePathRefusedException("note path names a hidden file or folder, which holds no notes: "
                        + path);
            }
        }
        if (!path.toLowerCase(Locale.ROOT).endsWith(".md")) {
            throw new NotePathRefusedException("note path names no Markdown note (*.md): " + path);
        }
        return path;
    }

    /** Whether {@link #notePath(String)} accepts {@code path}. */
    static boolean isNotePath(String path) {
        try {
            notePath(path);
            return true;
        } catch (NotePathRefusedException e) {
            return false;
        }
    }
}
