package dev.mempalace.application.port.out;

import java.util.List;

/**
 * One listing of a workspace: its note files; the folders that could not be read, whose notes are kept as
 * indexed (as an unreadable note is); and the files that look like notes but were passed over, never read, each
 * with why (a link that leads outside the workspace, a name that breaks the note path rules or that the system
 * cannot spell). Passed-over files are facts to report, not drift: no ingest could index them. A listing made
 * for a search may leave out folders the source keeps itself and found unchanged since the index recorded them
 * ({@link NoteSource#listing(java.util.Map)}): their notes are as indexed.
 */
public record Listing(List<SourceFile> files, List<Unlisted> unreadableFolders, List<Unlisted> passedOver,
        List<String> keptFolders) {

    public Listing {
        files = List.copyOf(files);
        unreadableFolders = List.copyOf(unreadableFolders);
        passedOver = List.copyOf(passedOver);
        keptFolders = List.copyOf(keptFolders);
    }

    /** A listing of every folder, none left out. */
    public Listing(List<SourceFile> files, List<Unlisted> unreadableFolders, List<Unlisted> passedOver) {
        this(files, unreadableFolders, passedOver, List.of());
    }

    /** A workspace-relative path (as the system spelled it) and why it is not in {@link #files()}. */
    public record Unlisted(String path, String reason) {

        /** Whether {@code notePath} lies inside this folder. */
        public boolean holds(String notePath) {
            return notePath.startsWith(path + "/");
        }
    }
}
