package dev.mempalace.bootstrap;

import java.nio.file.Path;
import java.util.Optional;

/** A SQLite index file, by its absolute path. */
record SqliteFile(Path path) implements IndexLocation {

    SqliteFile {
        path = path.toAbsolutePath().normalize();
    }

    @Override
    public Optional<Path> file() {
        return Optional.of(path);
    }

    @Override
    public StoreProvider provider() {
        return new SqliteStores();
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
