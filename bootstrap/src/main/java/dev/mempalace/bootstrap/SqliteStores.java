package dev.mempalace.bootstrap;

import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.adapter.sqlite.SqliteNativeLibrary;
import dev.mempalace.adapter.sqlite.SqliteWarmUp;
import dev.mempalace.application.port.out.IndexStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;

/**
 * SQLite index files, the embedded default: any {@code --index} value no other store accepts is a file's path. A
 * long-lived process opens each file once; nothing is shared between files.
 */
final class SqliteStores implements StoreProvider {

    /** The cache's folder of native libraries. */
    private static final String NATIVE = "native";

    @Override
    public String name() {
        return "sqlite";
    }

    @Override
    public boolean accepts(String value) {
        return true;
    }

    @Override
    public IndexLocation parse(String value, Function<String, Path> files, Optional<String> storeVariable,
            boolean serviceAlone) {
        return new SqliteFile(files.apply(value));
    }

    @Override
    public IndexStore open(IndexLocation location, Path cache, LongConsumer vectorLoads) {
        Path index = location.file().orElseThrow();
        SqliteNativeLibrary.cacheIn(cache.resolve(NATIVE));
        return new IgnoredIndexStore(SqliteIndexStore.at(index, SqliteIndexStore.WRITER_WAIT, vectorLoads), index);
    }

    /** The database file and any WAL left beside it: both are the index on disk. */
    @Override
    public StoreSize size(IndexLocation location) {
        Path file = location.file().orElseThrow();
        long bytes = 0;
        for (Path part : List.of(file, file.resolveSibling(file.getFileName() + "-wal"))) {
            try {
                bytes += Files.exists(part) ? Files.size(part) : 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new StoreSize(bytes, "the index file and its WAL");
    }

    @Override
    public Shared shared() {
        return new Shared() {
            @Override
            public IndexStore open(IndexLocation location, Path cache) {
                return SqliteStores.this.open(location, cache, nanos -> { });
            }

            @Override
            public void close() {
                // Nothing is shared between files: each store closes with its own file.
            }
        };
    }

    /** The driver, its native library from the cache folder and a first connection, over an in-memory database. */
    @Override
    public Optional<Runnable> warmUp(Path cache) {
        return Optional.of(() -> SqliteWarmUp.run(cache.resolve(NATIVE)));
    }
}
