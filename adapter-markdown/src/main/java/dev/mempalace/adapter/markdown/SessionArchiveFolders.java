package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.session.SessionFields;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * When a folder of the session archive ({@code sessions/…}) is provably as the index last saw it, so that a search's
 * drift check need not list it. Every entry added, removed or renamed in a folder sets the folder's modification
 * time, and every note the archive writes is renamed into place and then given its folder's time
 * ({@link MarkdownSessionArchive}); an ingest records each note's time as it listed it. So a folder whose time is no
 * later than the newest its notes had at the last ingest has had no entry changed since that listing. Its
 * subfolders (a session's sub-agents) change on their own, so they are each checked in turn, and the folder must
 * hold exactly the subfolders the index knows of (its Unix link count, 2 and one per subfolder, says how many it
 * holds). What this cannot see: a note of the archive edited in place (not renamed over), a change in the same
 * millisecond as that ingest's newest note, a clock set back; {@code ingest} and {@code status} list every folder.
 */
final class SessionArchiveFolders {

    private static final String ARCHIVE = SessionFields.FOLDER + "/";

    /** The newest modification time the index recorded of a note in each folder. */
    private final Map<String, Long> newestIndexed;
    /** The archive's folders the index knows of (holding a note, or a folder that does), by parent. */
    private final Map<String, List<String>> children = new HashMap<>();

    SessionArchiveFolders(Map<String, Long> newestIndexed) {
        this.newestIndexed = newestIndexed;
        for (String folder : newestIndexed.keySet()) {
            for (String child = folder; child.startsWith(ARCHIVE); child = child.substring(0, child.lastIndexOf('/'))) {
                String parent = child.substring(0, child.lastIndexOf('/'));
                List<String> known = children.computeIfAbsent(parent, p -> new ArrayList<>());
                if (known.contains(child)) {
                    break;
                }
                known.add(child);
            }
        }
    }

    /** The subfolders of {@code path} that the index knows of. */
    List<String> children(String path) {
        return children.getOrDefault(path, List.of());
    }

    /** Whether the folder's entries are those the index saw: its notes as indexed, its subfolders those known. */
    boolean unchanged(Path dir, String path, BasicFileAttributes attrs) {
        if (!path.startsWith(ARCHIVE)) {
            return false;
        }
        Long newest = newestIndexed.get(path);
        if (newest == null || attrs.lastModifiedTime().toMillis() > newest) {
            return false;
        }
        try {
            return Integer.valueOf(2 + children(path).size())
                    .equals(Files.getAttribute(dir, "unix:nlink", LinkOption.NOFOLLOW_LINKS));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // No link count to tell which folders it holds: list it.
            return false;
        }
    }
}
