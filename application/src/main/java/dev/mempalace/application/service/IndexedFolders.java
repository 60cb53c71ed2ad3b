package dev.mempalace.application.service;

import dev.mempalace.application.port.out.IndexedFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The index's files grouped by folder, with the newest modification time recorded in each: made once per version
 * of the index's file list, so that a search whose source leaves folders out pays for the folders, not their notes.
 */
record IndexedFolders(Map<String, IndexedFile> files, Map<String, List<IndexedFile>> byFolder,
        Map<String, Long> newest) {

    static IndexedFolders of(Map<String, IndexedFile> files) {
        Map<String, List<IndexedFile>> byFolder = new HashMap<>();
        Map<String, Long> newest = new HashMap<>();
        for (IndexedFile file : files.values()) {
            String folder = folderOf(file.path());
            byFolder.computeIfAbsent(folder, f -> new ArrayList<>()).add(file);
            newest.merge(folder, file.modified(), Math::max);
        }
        return new IndexedFolders(files, byFolder, newest);
    }

    static String folderOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }
}
