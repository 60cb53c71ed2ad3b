package dev.mempalace.adapter.sqlite;

import dev.mempalace.domain.note.Chunk;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The chunk columns both search legs select, and the chunk they make. */
final class ChunkRows {

    /** Chunk columns of {@code c} (chunks) plus the retired flag of {@code f} (files). */
    static final String COLUMNS = "c.path, c.ordinal, c.title, c.heading_path, c.start_line, c.end_line, c.body, "
            + "c.hash, f.retired";

    private ChunkRows() {
    }

    static Chunk chunk(ResultSet rs) throws SQLException {
        return new Chunk(rs.getString("path"), rs.getInt("ordinal"), rs.getString("title"),
                rs.getString("heading_path"), rs.getInt("start_line"), rs.getInt("end_line"), rs.getString("body"),
                rs.getString("hash"));
    }

    static boolean retired(ResultSet rs) throws SQLException {
        return rs.getBoolean("retired");
    }
}
