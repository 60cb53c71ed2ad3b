package dev.mempalace.application.port.out;

/** Where new notes are written, so that the {@link NoteSource} reading the same place lists them. */
public interface NoteWriter {

    /**
     * Writes a new note and returns its path: a file named after the title in the draft's folder, with a number
     * added when the name is taken, so that no note is ever replaced. The note appears whole or not at all. Throws
     * {@link NotePathRefusedException} for a folder the writer refuses (outside the workspace, or hidden), and
     * {@link NoteUnreadableException} when the note cannot be written.
     */
    String create(NoteDraft draft);
}
