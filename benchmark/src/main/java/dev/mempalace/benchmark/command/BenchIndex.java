package dev.mempalace.benchmark.command;

import dev.mempalace.domain.note.ContentHash;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Where the benchmark keeps its index: the normal one, unless the workspace is read-only (such as a shared
 * benchmark folder), in which case a cache index keyed by the workspace's absolute path.
 */
final class BenchIndex {

    private static final Set<PosixFilePermission> WRITE = Set.of(PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    private BenchIndex() {
    }

    static BenchSettings choose(BenchSettings settings, boolean indexGiven) {
        if (indexGiven || writable(settings.workspace())) {
            return settings;
        }
        String key = ContentHash.of(settings.workspace().toString()).substring(0, 16);
        return settings.withIndex(settings.cache().resolve("bench").resolve(key).resolve("index.sqlite"));
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
