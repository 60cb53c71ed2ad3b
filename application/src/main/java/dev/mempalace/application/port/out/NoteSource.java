package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.Note;
import java.util.List;

/** The workspace of Markdown notes: the only source of truth. */
public interface NoteSource {

    /** Every note file of the workspace, sorted by path. Throws {@link WorkspaceUnreadableException}. */
    List<SourceFile> list();

    /** Reads and parses one note, chunks included. Throws {@link NoteUnreadableException}. */
    Note read(String path);

    /** Names how notes are parsed and chunked; a file indexed under another format is read and chunked again. */
    String format();
}
