package dev.mempalace.adapter.sqlite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * Keeps sqlite-jdbc's native library in a cache folder, extracted once per driver version, instead of the
 * driver's default of writing it to the temporary folder and deleting it again on every start, which a
 * short-lived command pays for each time (and which Windows cannot delete while it is loaded).
 */
public final class SqliteNativeLibrary {

    /**
     * The driver's version, which names the cache folder without asking the driver: it reads its version from a
     * resource looked up along the whole class path. {@code SqliteNativeLibraryTest} checks it against the driver's.
     */
    static final String DRIVER_VERSION = "3.51.3.0";

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
        Path target = folder(dir).resolve(name);
        try {
            // The driver's own name for this platform's folder in its jar runs "uname -o" and lists the process's
            // mapped files on Linux at every call: it is asked only to extract the library.
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

    /**
     * {@code <dir>/sqlite-jdbc-<version>-<os>-<arch>}, named from the JVM's own properties. A library extracted
     * there for another C library of the same system and architecture (a cache folder shared with a musl
     * container, say) fails to load, and the driver then extracts its own, as it would have without this folder.
     */
    static Path folder(Path dir) {
        return dir.resolve(("sqlite-jdbc-" + DRIVER_VERSION + "-" + System.getProperty("os.name") + "-"
                + System.getProperty("os.arch")).replaceAll("[^A-Za-z0-9._-]", "_"));
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
