package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The first 100 bytes of an index file, read before SQLite opens it, so that a folder or a file that is not
 * SQLite at all (a note given as {@code --index}, say) is refused without being touched, and so that the owner of
 * a file too damaged for SQLite to open can still be told from its {@code application_id}.
 */
record IndexHeader(int userVersion, int applicationId) {

    /** MemPalace's SQLite {@code application_id}: "MPal". */
    static final int APPLICATION_ID = 0x4D50616C;

    private static final byte[] MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final int SIZE = 100;

    /** A missing or empty file: SQLite starts a new database there. */
    static final IndexHeader NONE = new IndexHeader(0, 0);

    /** The header of {@code file}; throws when it is a folder (UNUSABLE) or holds something else than SQLite (FOREIGN). */
    static IndexHeader of(Path file) {
        if (Files.isDirectory(file)) {
            throw new IndexUnavailableException(Reason.UNUSABLE, "index " + file + " is a folder; --index names the "
                    + "index file itself");
        }
        if (!Files.exists(file)) {
            return NONE;
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(SIZE);
        } catch (IOException e) {
            throw new IndexUnavailableException(Reason.UNUSABLE, "index " + file + " cannot be read: " + e, e);
        }
        if (bytes.length == 0) {
            return NONE;
        }
        if (bytes.length < SIZE || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new IndexUnavailableException(Reason.FOREIGN, "index " + file + " is not a SQLite database");
        }
        ByteBuffer header = ByteBuffer.wrap(bytes);
        return new IndexHeader(header.getInt(60), header.getInt(68));
    }

    /** Whether the file says it is MemPalace's (indexes made before the mark was set do not). */
    boolean marked() {
        return applicationId == APPLICATION_ID;
    }
}
