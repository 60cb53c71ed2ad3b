package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.JdbiException;
import org.sqlite.SQLiteConfig;

/**
 * Damage inside an index file (scribbled pages, broken full-text data) found before it is served: SQLite's
 * {@code quick_check} of every page and, before a write session, FTS5's {@code integrity-check} of the full-text
 * index against the chunks. A damaged MemPalace index is a cache, so it is moved aside for the next write session to
 * rebuild from the notes: never deleted, and as it was, its {@code -wal} and {@code -shm} with it, for whoever looks
 * into what damaged it.
 */
final class Integrity {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private Integrity() {
    }

    /** Throws CORRUPT when {@code quick_check} finds damage. */
    static void check(SqliteIndexFile index, Path file) {
        List<String> problems = index.read(h -> h.createQuery("PRAGMA quick_check(3)").map(Columns.TEXT).list());
        if (!problems.equals(List.of("ok"))) {
            throw corrupt(file, String.join("; ", problems), null);
        }
    }

    /**
     * FTS5's comparison of the full-text index with the chunks, CORRUPT when they differ. FTS5 takes it as an
     * INSERT, so it needs a connection that may write, though it writes nothing. The last connection to close a
     * file checkpoints its log into it; this one never does: when the file has a log, the check's read-only
     * connection (which cannot checkpoint) holds the file meanwhile, and when it has none, there is nothing to.
     */
    private static void checkFullText(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(SqliteIndexFile.BUSY_TIMEOUT_MILLIS);
        try (Handle handle = JdbiHandles.open(config.createConnection("jdbc:sqlite:" + file.toAbsolutePath()))) {
            handle.execute("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)");
        } catch (SQLException | JdbiException e) {
            throw SqliteFailures.translate(e, file);
        }
    }

    static IndexUnavailableException corrupt(Path file, String detail, Throwable cause) {
        return new IndexUnavailableException(Reason.CORRUPT, "index " + file + " is corrupt (" + detail + ")", cause);
    }

    /**
     * Checks {@code file} deeply without writing to it (nor letting its log be checkpointed into it); when it is
     * damaged and MemPalace's, moves it aside and returns where to. A damaged file that cannot be shown to be
     * MemPalace's (too broken to open, made before the mark) is left where it is: UNUSABLE.
     */
    static Optional<Path> setAsideIfDamaged(Path file, Clock clock) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        SqliteIndexFile index;
        try {
            index = SqliteIndexFile.open(file, SqliteIndexFile.Access.CHECK);
        } catch (IndexUnavailableException e) {
            if (e.reason() != Reason.CORRUPT) {
                throw e;
            }
            return Optional.of(setAside(file, IndexHeader.of(file).marked(), e, clock));
        }
        try (index) {
            check(index, file);
            if (index.read(h -> h.createQuery("PRAGMA user_version").map(Columns.INT).one()) > 0) {
                checkFullText(file);
            }
            return Optional.empty();
        } catch (IndexUnavailableException e) {
            if (e.reason() != Reason.CORRUPT) {
                throw e;
            }
            // Closed by now; it opened, so its schema showed it to be MemPalace's.
            return Optional.of(setAside(file, true, e, clock));
        }
    }

    private static Path setAside(Path file, boolean ours, IndexUnavailableException damage, Clock clock) {
        if (!ours) {
            throw new IndexUnavailableException(Reason.UNUSABLE, damage.getMessage() + "; it carries no MemPalace mark "
                    + "(made before version 4 of the schema, or too damaged to tell), so it was left where it is",
                    damage);
        }
        String stamp = STAMP.format(clock.instant());
        Path target = file.resolveSibling(file.getFileName() + ".corrupt-" + stamp);
        for (int n = 1; Files.exists(target); n++) {
            target = file.resolveSibling(file.getFileName() + ".corrupt-" + stamp + "-" + n);
        }
        try {
            for (String suffix : List.of("-wal", "-shm")) {
                Path companion = file.resolveSibling(file.getFileName() + suffix);
                if (Files.exists(companion)) {
                    Files.move(companion, target.resolveSibling(target.getFileName() + suffix));
                }
            }
            Files.move(file, target);
        } catch (IOException e) {
            throw new IndexUnavailableException(Reason.UNUSABLE, damage.getMessage() + "; moving it aside to " + target
                    + " failed: " + e, e);
        }
        return target;
    }
}
