package dev.mempalace.adapter.sqlite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;
import org.sqlite.util.OSInfo;

/**
 * Keeps sqlite-jdbc's native library in a cache folder, extracted once per driver version, instead of the
 * driver's default of writing it to the temporary folder and deleting it again on every start, which a
 * short-lived command pays for each time (and which Windows cannot delete while it is loaded).
 */
public final class SqliteNativeLibrary {

    private static final String PATH = "org.sqlite.lib.path";
    private static final String NAME = "org.sqlite.lib.name";
    private static final String TMPDIR = "org.sqlite.tmpdir";

    private SqliteNativeLibrary() {
    }

    /**
     * Points the driver at the library under {@code dir}, extracting it there first if need be. Does nothing when
     * the user chose a library path or this platform has none bundled; any failure leaves the driver's default.
     */
    public static void cacheIn(Path dir) {
        if (System.getProperty(PATH) != null) {
            return;
        }
        String name = LibraryLoaderUtil.getNativeLibName();
        // The driver's platform folder runs "uname -o" on Linux at every call, so it is asked once when the library
        // is already extracted (the resource's path, only needed to extract it, asks again).
        Path target = dir.resolve("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion())
                .resolve(OSInfo.getNativeLibFolderPathForCurrentOS()).resolve(name);
        try {
            if (!Files.isRegularFile(target)
                    && !extract(LibraryLoaderUtil.getNativeLibResourcePath() + "/" + name, target)) {
                return;
            }
        } catch (IOException | RuntimeException e) {
            return;
        }
        System.setProperty(PATH, target.getParent().toString());
        System.setProperty(NAME, name);
        // The driver lists its temporary folder at every start, for the leftovers of its own extractions; this
        // folder has none and holds a few files, where the system's may hold thousands.
        if (System.getProperty(TMPDIR) == null) {
            System.setProperty(TMPDIR, target.getParent().toString());
        }
    }

    /** Writes the library beside its final name and moves it into place, so no process sees half a file. */
    private static boolean extract(String resource, Path target) throws IOException {
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                return false;
            }
            Files.createDirectories(target.getParent());
            Path partial = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".part");
            try {
                Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
                try {
                    Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(partial);
            }
            return true;
        }
    }
}
