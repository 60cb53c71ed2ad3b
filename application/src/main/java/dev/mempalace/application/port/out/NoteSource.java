package dev.mempalace.application.port.out;

import java.util.Map;

/**
 * Where notes are read from: the only source of truth, which the index is a cache of. Which paths name a note is the
 * source's own rule; a path it refuses raises {@link NotePathRefusedException}, and nothing is read for it.
 */
public interface NoteSource {

    /**
     * Every note file of the source, sorted by path, with the folders that could not be read and the files passed
     * over ({@link Listing}). Throws {@link WorkspaceUnreadableException}.
     */
    Listing listing();

    /**
     * A listing for a search's drift check, given the newest modification time the index recorded of a note in each
     * folder ({@code newestIndexed}, by folder path): a source may leave out a folder it keeps itself whose entries
     * are provably those the index saw (reported in {@link Listing#keptFolders()}), so that the check's cost does not
     * grow with the notes it keeps. A source that keeps no folder lists everything.
     */
    default Listing listing(Map<String, Long> newestIndexed) {
        return listing();
    }

    /**
     * Reads and parses one note, chunks included, saying what had to be repaired to read it. Throws
     * {@link NotePathRefusedException}, never reading anything, when this source refuses {@code path} (it names no
     * note of the source, or leads outside it, through a link, say); {@link NoteUnreadableException} when the note
     * is missing ({@link NoteUnreadableException#vanished()}: deleted since it was listed) or cannot be read or
     * decoded.
     */
    NoteReading read(String path);

    /**
     * The note parsed as {@link #read(String)} parses it, but its chunks may be left out: what comparing notes with
     * each other needs (front matter, title, body), without measuring windows with the model's tokenizer. Refuses
     * and fails as {@link #read(String)} does; by default it is that read.
     */
    default NoteReading readUnchunked(String path) {
        return read(path);
    }

    /**
     * The note's body (its text after the front matter) as {@link #read(String)} gives it, the front matter's values
     * not read: what comparing notes' words on a search's path needs. Refuses and fails as {@link #read(String)}
     * does; by default it is {@link #readUnchunked(String)}'s.
     */
    default String body(String path) {
        return readUnchunked(path).note().body();
    }

    /**
     * The note's text as a person reads it (line ends normalised to LF), for reading the lines a hit points to. Its
     * {@link dev.mempalace.domain.note.ContentHash} is the content hash {@link #read(String)} gives the note, so a
     * drift check can judge a changed note without parsing it. Refuses and fails as {@link #read(String)} does.
     */
    String text(String path);

    /** Names how notes are parsed and chunked; a file indexed under another format is read and chunked again. */
    String format();
}
