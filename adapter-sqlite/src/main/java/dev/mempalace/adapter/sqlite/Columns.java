package dev.mempalace.adapter.sqlite;

import org.jdbi.v3.core.mapper.RowMapper;

/**
 * A row's first column, read straight from the result set. Jdbi's {@code mapTo(Integer.class)} finds its mapper
 * through the type's qualifiers, reading the boxed type's annotations (a proxy class spun per annotation type, which
 * no class-data archive holds) on the thread of a cold search's first statement.
 */
final class Columns {

    static final RowMapper<Integer> INT = (rs, ctx) -> rs.getInt(1);
    static final RowMapper<Long> LONG = (rs, ctx) -> rs.getLong(1);
    static final RowMapper<String> TEXT = (rs, ctx) -> rs.getString(1);

    private Columns() {
    }
}
