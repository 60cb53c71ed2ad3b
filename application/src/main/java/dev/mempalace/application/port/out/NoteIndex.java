package dev.mempalace.application.port.out;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The index's own bookkeeping: which files it holds, at which hash, and how it changes. */
public interface NoteIndex {

    /** Indexed files by path. Throws {@link IndexMissingException} when no index exists yet. */
    Map<String, IndexedFile> files();

    /**
     * The indexed notes by folder ({@code ""} for the top), for a search's drift check; {@code format} is the
     * source's note format. A store may answer without reading every file; by default it groups {@link #files()}.
     */
    default Map<String, IndexedFolder> folders(String format) {
        Map<String, IndexedFolder> folders = new HashMap<>();
        for (IndexedFile file : files().values()) {
            IndexedFolder one = new IndexedFolder(file.modified(), 1, file.format().equals(format) ? 0 : 1);
            folders.merge(folderOf(file.path()), one, (a, b) -> new IndexedFolder(Math.max(a.newest(), b.newest()),
                    a.notes() + b.notes(), a.otherFormat() + b.otherFormat()));
        }
        return folders;
    }

    /** The indexed files directly in one of {@code folders}; by default, {@link #files()} filtered. */
    default Map<String, IndexedFile> filesIn(Set<String> folders) {
        Map<String, IndexedFile> in = new HashMap<>();
        files().forEach((path, file) -> {
            if (folders.contains(folderOf(path))) {
                in.put(path, file);
            }
        });
        return in;
    }

    /** A note path's folder, {@code ""} for the top. */
    static String folderOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }

    /**
     * Each indexed note that supersedes others ({@code supersedes} in its front matter), with the paths it names, as
     * they were at its last upsert; a note that supersedes none is absent.
     */
    Map<String, List<String>> supersessions();

    /**
     * Applies one update, each note's part of it atomically (the whole update at once where the store can); chunks
     * whose text is unchanged keep their identity.
     */
    void apply(IndexUpdate update);

    /** How many notes and chunks the index holds. */
    IndexStats stats();
}
