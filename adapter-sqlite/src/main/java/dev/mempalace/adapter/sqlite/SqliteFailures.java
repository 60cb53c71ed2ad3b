package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.nio.file.Path;
import java.util.Optional;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/** Turns SQLite result codes into the index exceptions of the ports; anything else stays a bug. */
final class SqliteFailures {

    private SqliteFailures() {
    }

    static RuntimeException translate(Exception failure, Path file) {
        Optional<SQLiteException> sqlite = sqliteCause(failure);
        if (sqlite.isEmpty()) {
            return failure instanceof RuntimeException runtime ? runtime : new IllegalStateException(failure);
        }
        // Extended result codes (SQLITE_BUSY_SNAPSHOT, SQLITE_CORRUPT_VTAB, ...) carry the primary one in the low byte.
        int primary = sqlite.get().getResultCode().code & 0xFF;
        if (primary == SQLiteErrorCode.SQLITE_BUSY.code || primary == SQLiteErrorCode.SQLITE_LOCKED.code) {
            return new IndexLockedException("index " + file + " is locked by another writer", failure);
        }
        if (primary == SQLiteErrorCode.SQLITE_NOTADB.code || primary == SQLiteErrorCode.SQLITE_CORRUPT.code) {
            return Integrity.corrupt(file, sqlite.get().getResultCode().name(), failure);
        }
        // FTS5 reports some damage to its own records as a plain SQLITE_ERROR.
        String message = String.valueOf(sqlite.get().getMessage());
        if (primary == SQLiteErrorCode.SQLITE_ERROR.code && message.contains("invalid fts5 file format")) {
            return Integrity.corrupt(file, "damaged full-text data", failure);
        }
        if (primary == SQLiteErrorCode.SQLITE_CANTOPEN.code || primary == SQLiteErrorCode.SQLITE_IOERR.code
                || primary == SQLiteErrorCode.SQLITE_PERM.code || primary == SQLiteErrorCode.SQLITE_FULL.code
                || primary == SQLiteErrorCode.SQLITE_READONLY.code || primary == SQLiteErrorCode.SQLITE_AUTH.code) {
            return new IndexUnavailableException(Reason.UNUSABLE, "index " + file + " cannot be used: "
                    + sqlite.get().getMessage(), failure);
        }
        return failure instanceof RuntimeException runtime ? runtime : new IllegalStateException(failure);
    }

    private static Optional<SQLiteException> sqliteCause(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLiteException sqlite) {
                return Optional.of(sqlite);
            }
        }
        return Optional.empty();
    }
}
