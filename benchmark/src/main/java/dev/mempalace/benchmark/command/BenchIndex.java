package dev.mempalace.benchmark.command;

import dev.mempalace.domain.note.ContentHash;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Where the benchmark keeps its index: the normal one, unless the workspace is read-only (such as a shared
 * benchmark folder), in which case a cache index keyed by the workspace's absolute path; or, when {@code --index}
 * names an index service, a store of the bench's own there.
 */
final class BenchIndex {

    private static final Set<PosixFilePermission> WRITE = Set.of(PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    /** Of a folder's name in a store key, which has at most 64 characters. */
    private static final int MAX_NAME = 40;

    private BenchIndex() {
    }

    static BenchSettings choose(BenchSettings settings, boolean indexGiven) {
        if (indexGiven || writable(settings.workspace())) {
            return settings;
        }
        String key = ContentHash.of(settings.workspace().toString()).substring(0, 16);
        return settings.withIndex(settings.cache().resolve("bench").resolve(key).resolve("index.sqlite"));
    }

    /**
     * The bench's own store key for a folder of notes: {@code bench-}, the folder's name and a hash of its absolute
     * path, so that it never names a user's store (whose key is a folder name) and a rerun finds its vectors again.
     */
    static String storeKey(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        Path name = absolute.getFileName();
        String base = (name == null ? "root" : name.toString()).replaceAll("[^A-Za-z0-9_.-]", "-");
        base = base.length() > MAX_NAME ? base.substring(0, MAX_NAME) : base;
        return "bench-" + base + "-" + ContentHash.of(absolute.toString()).substring(0, 8);
    }

    private static boolean writable(Path workspace) {
        if (!Files.isWritable(workspace)) {
            return false;
        }
        // Root passes every access check, so a folder without any write bit still counts as read-only.
        try {
            return Files.getPosixFilePermissions(workspace).stream().anyMatch(WRITE::contains);
        } catch (UnsupportedOperationException | IOException e) {
            return true;
        }
    }
}
