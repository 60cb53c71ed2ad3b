package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/** The driver's native library, extracted once into a cache folder and loaded from there. */
class SqliteNativeLibraryTest {

    /** Not a temporary folder: a loaded library must outlive the test (Windows cannot delete it). */
    private static final Path CACHE = Path.of("target", "native-cache").toAbsolutePath();

    @Test
    void theLibraryIsExtractedOnceWholeAndTheDriverLoadsIt(@TempDir Path dir) throws Exception {
        SqliteNativeLibrary.cacheIn(CACHE);

        Path folder = Path.of(System.getProperty("org.sqlite.lib.path"));
        Path library = folder.resolve(System.getProperty("org.sqlite.lib.name"));
        assertTrue(library.startsWith(CACHE), library::toString);
        String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
            assertArrayEquals(in.readAllBytes(), Files.readAllBytes(library));
        }
        try (var files = Files.list(folder)) {
            assertEquals(1, files.count(), "no partial file is left beside the library");
        }
        try (SqliteIndexFile index = SqliteIndexFile.open(dir.resolve("index.sqlite"), SqliteIndexFile.Access.WRITE)) {
            assertTrue(index.version().dataVersion() >= 0);
        }
        assertTrue(SQLiteJDBCLoader.isNativeMode());
    }

    @Test
    void theCacheFolderIsNamedAfterTheDriverInUse() {
        assertEquals(SQLiteJDBCLoader.getVersion(), SqliteNativeLibrary.DRIVER_VERSION,
                "a new sqlite-jdbc needs its version in SqliteNativeLibrary.DRIVER_VERSION");
    }
}
