package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.contract.IndexContract;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite store honours the index contract, on a real file: read sessions, write sessions and the lock. */
class SqliteIndexContractTest extends IndexContract {

    @TempDir
    Path dir;

    @Override
    protected IndexStore freshStore() {
        return SqliteIndexStore.at(dir.resolve("index.sqlite"), WRITER_WAIT, nanos -> { });
    }

    /** A store is a file: another store is another file in the same folder, with a write lock of its own. */
    @Override
    protected IndexStore anotherStore() {
        return SqliteIndexStore.at(dir.resolve("other.sqlite"), WRITER_WAIT, nanos -> { });
    }
}
