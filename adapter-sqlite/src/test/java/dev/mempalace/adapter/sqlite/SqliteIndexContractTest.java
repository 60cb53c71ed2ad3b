package dev.mempalace.adapter.sqlite;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.contract.IndexContract;
import dev.mempalace.application.port.out.IndexStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite store honours the index contract, on a real file: read sessions, write sessions and the lock. */
class SqliteIndexContractTest extends IndexContract {

    @TempDir
    Path dir;

    @Override
    protected IndexStore freshStore() {
        return SqliteIndexStore.at(dir.resolve("index.sqlite"), WRITER_WAIT, nanos -> { });
    }

    /** The index file and its logs, byte for byte, free pages included. */
    @Override
    protected boolean keeps(String word) {
        for (String name : List.of("index.sqlite", "index.sqlite-wal", "index.sqlite-shm")) {
            Path file = dir.resolve(name);
            try {
                if (Files.exists(file) && new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)
                        .contains(word)) {
                    return true;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return false;
    }

    /** A store is a file: another store is another file in the same folder, with a write lock of its own. */
    @Override
    protected IndexStore anotherStore() {
        return SqliteIndexStore.at(dir.resolve("other.sqlite"), WRITER_WAIT, nanos -> { });
    }

    /** The bytes a SQLite store says it takes are its file's, as status has always printed them. */
    @Test
    void theIndexTakesItsFilesBytes() throws IOException {
        upsert(note("a.md", "alpha"));
        assertEquals(Files.size(dir.resolve("index.sqlite")), store().bytes());
    }
}
