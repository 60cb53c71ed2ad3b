package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileScaleStoreTest {

    @TempDir
    Path dir;

    private final List<Path> opened = new ArrayList<>();
    private final IndexStore index = new InMemoryStore();

    private FileScaleStore store() {
        return new FileScaleStore(dir, file -> {
            opened.add(file);
            return index;
        }, (store, source, embedder) -> {
            throw new UnsupportedOperationException("not searched here");
        });
    }

    @Test
    void eachNameIsAnSqliteFileInTheFolder() {
        FileScaleStore store = store();

        assertSame(index, store.open("chunks-10"));

        assertEquals(List.of(dir.resolve("chunks-10.sqlite")), opened);
        assertEquals("sqlite", store.kind());
        assertEquals(dir.resolve("chunks-10.sqlite").toString(), store.location("chunks-10"));
    }

    @Test
    void onlyAFinishedBuildIsWorthCheckingAndDiscardingRemovesEveryFile() throws Exception {
        FileScaleStore store = store();
        Files.writeString(dir.resolve("chunks-10.sqlite"), "db");
        Files.writeString(dir.resolve("chunks-10.sqlite-wal"), "wal");
        assertFalse(store.mayHoldBuild("chunks-10"));

        store.finished("chunks-10");
        assertTrue(store.mayHoldBuild("chunks-10"));
        assertFalse(store.mayHoldBuild("chunks-20"));

        store.discard("chunks-10");
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void theSizeIsTheFileAndItsWal() throws Exception {
        FileScaleStore store = store();
        Files.writeString(dir.resolve("chunks-10.sqlite"), "12345");
        Files.writeString(dir.resolve("chunks-10.sqlite-wal"), "123");
        Files.writeString(dir.resolve("chunks-10.sqlite-shm"), "1234567");

        IndexSize size = store.size("chunks-10");

        assertEquals(8, size.bytes());
        assertEquals("the index file and its WAL", size.covers());
        assertEquals(0, store.size("chunks-20").bytes());
    }
}
