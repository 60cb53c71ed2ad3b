package dev.mempalace.bootstrap;

import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.adapter.sqlite.SqliteNativeLibrary;
import dev.mempalace.adapter.sqlite.SqliteWarmUp;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
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
