package dev.mempalace.adapter.sqlite;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.SessionOrigin;
import dev.mempalace.domain.session.TranscriptLines;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** The chunk columns both search legs select, and the chunk they make. */
final class ChunkRows {

    /** Chunk columns of {@code c} (chunks) plus the retired flag and session origin of {@code f} (files). */
    static final String COLUMNS = "c.path, c.ordinal, c.title, c.heading_path, c.start_line, c.end_line, c.body, "
            + "c.hash, c.transcript_first, c.transcript_last, f.retired, f.harness, f.session_id, f.project, f.branch, "
            + "f.transcript";

    private ChunkRows() {
    }

    static Chunk chunk(ResultSet rs) throws SQLException {
        return new Chunk(rs.getString("path"), rs.getInt("ordinal"), rs.getString("title"),
                rs.getString("heading_path"), rs.getInt("start_line"), rs.getInt("end_line"), rs.getString("body"),
                rs.getString("hash"), transcript(rs));
    }

    /** The transcript lines of a session's chunk, both NULL for any other. */
    static Optional<TranscriptLines> transcript(ResultSet rs) throws SQLException {
        int first = rs.getInt("transcript_first");
        return rs.wasNull() ? Optional.empty() : Optional.of(new TranscriptLines(first, rs.getInt("transcript_last")));
    }

    static boolean retired(ResultSet rs) throws SQLException {
        return rs.getBoolean("retired");
    }

    /** The origin of the chunk's note when it is an imported session; the note index writes all or none of it. */
    static Optional<SessionOrigin> session(ResultSet rs) throws SQLException {
        String harness = rs.getString("harness");
        if (harness == null) {
            return Optional.empty();
        }
        return Optional.of(new SessionOrigin(harness, rs.getString("session_id"),
                Optional.ofNullable(rs.getString("project")), Optional.ofNullable(rs.getString("branch")),
                rs.getString("transcript")));
    }
}
