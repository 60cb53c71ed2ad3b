package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An index in a folder this process cannot write (a read-only mount, another user's folder). A WAL database is
 * read through a shared-memory file ({@code -shm}) beside it, which such a folder cannot hold, so SQLite would
 * refuse to open it. Nobody can be writing there either, so the file is opened as immutable: read as it is, with
 * no shared memory and no locks. Unless a write-ahead log with commits in it lies beside the file and no {@code
 * -shm}: an immutable reader would not see them, so that index is refused as unusable rather than read stale.
 */
final class ReadOnlyFolder {

    private ReadOnlyFolder() {
    }

    /** Whether {@code file} (absolute) lies in a folder this process cannot write, so that SQLite needs help. */
    static boolean holds(Path file) {
        Path folder = file.getParent();
        if (folder == null || Files.isWritable(folder) && !readOnlyStore(file)) {
            return false;
        }
        Path wal = sibling(file, "-wal");
        if (Files.exists(sibling(file, "-shm"))) {
            return false;
        }
        if (size(wal) > 0) {
            throw new IndexUnavailableException(Reason.UNUSABLE, "index " + file + " has commits in " + wal.getFileName()
                    + " that only a process allowed to write its folder can read");
        }
        return true;
    }

    /** The SQLite URI that opens {@code file} read-only and immutable. */
    static String immutableUri(Path file) {
        try {
            return new URI("file", null, file.toString(), null).toASCIIString() + "?mode=ro&immutable=1";
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("index path " + file + " cannot be written as a URI", e);
        }
    }

    private static boolean readOnlyStore(Path file) {
        try {
            return Files.getFileStore(file).isReadOnly();
        } catch (IOException e) {
            return false;
        }
    }

    private static Path sibling(Path file, String suffix) {
        return file.resolveSibling(file.getFileName() + suffix);
    }

    private static long size(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}
