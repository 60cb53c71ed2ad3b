package dev.mempalace.adapter.sqlite;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A fresh index file opened for writing in a temporary folder, closed after each test. */
abstract class IndexFileTestBase {

    @TempDir
    Path dir;

    SqliteIndexFile index;

    @BeforeEach
    void openIndex() {
        index = SqliteIndexFile.open(dir.resolve("index.sqlite"), SqliteIndexFile.Access.WRITE);
    }

    @AfterEach
    void closeIndex() {
        index.close();
    }

    /** Ids of a note's chunk rows, by ordinal. */
    List<Long> chunkIds(String path) {
        return index.read(h -> h.createQuery("SELECT id FROM chunks WHERE path = ? ORDER BY ordinal")
                .bind(0, path).mapTo(Long.class).list());
    }
}
