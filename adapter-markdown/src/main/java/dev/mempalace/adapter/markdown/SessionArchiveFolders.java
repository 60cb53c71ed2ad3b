package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.session.SessionFields;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;

/**
 * When a folder of the session archive ({@code sessions/…}) is provably as the index last saw it, so that a search's
 * drift check need not list it. Every entry added, removed or renamed in a folder sets the folder's modification
 * time, and every note the archive writes is renamed into place and then given its folder's time
 * ({@link MarkdownSessionArchive}); an ingest records each note's time as it listed it. So a folder whose time is no
 * later than the newest its notes had at the last ingest has had no entry changed since that listing. The folder
 * must also hold no folder (a link count of 2 on a Unix file system): a subfolder's own changes do not reach its
 * parent. What this cannot see: a note of the archive edited in place (not renamed over), a change in the same
 * millisecond as that ingest's newest note, a clock set back; {@code ingest} and {@code status} list every folder.
 */
final class SessionArchiveFolders {

    private SessionArchiveFolders() {
    }

    static boolean unchanged(Path dir, String path, BasicFileAttributes attrs, Map<String, Long> newestIndexed) {
        if (!path.startsWith(SessionFields.FOLDER + "/")) {
            return false;
        }
        Long newest = newestIndexed.get(path);
        if (newest == null || attrs.lastModifiedTime().toMillis() > newest) {
            return false;
        }
        try {
            return Integer.valueOf(2).equals(Files.getAttribute(dir, "unix:nlink", LinkOption.NOFOLLOW_LINKS));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // No link count to tell that the folder holds no folder: list it.
            return false;
        }
    }
}
