package dev.mempalace.adapter.sqlite;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Values read from the index file, kept until anyone commits to it. A search process asks the same whole-index
 * questions (which files, how many vectors) on every query; at a million chunks each answer costs a second.
 */
final class VersionedCache<K, V> {

    private record Entry<V>(SqliteIndexFile.Version version, V value) {
    }

    private final SqliteIndexFile file;
    private final Map<K, Entry<V>> entries = new HashMap<>();

    VersionedCache(SqliteIndexFile file) {
        this.file = file;
    }

    /** The value for {@code key}, read anew by {@code load} only when the file changed since it was last read. */
    V get(K key, Function<K, V> load) {
        SqliteIndexFile.Version version = file.version();
        Entry<V> entry = entries.get(key);
        if (entry == null || !entry.version().equals(version)) {
            entry = new Entry<>(version, load.apply(key));
            entries.put(key, entry);
        }
        return entry.value();
    }
}
