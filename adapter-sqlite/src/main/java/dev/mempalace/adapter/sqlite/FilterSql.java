package dev.mempalace.adapter.sqlite;

import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * A {@link NoteFilter} as SQL over {@code c} (chunks) and {@code f} (files): a condition to AND into a query, and
 * the values it binds. Tags are kept in {@code files.tags} each between line feeds, so a tag is matched whole; a
 * project folder takes a note's project when it is the folder or starts with the folder and a separator.
 */
final class FilterSql {

    private FilterSql() {
    }

    /** The tags column's value for a note's tags. */
    static String tags(List<String> tags) {
        return tags.isEmpty() ? "" : "\n" + String.join("\n", tags) + "\n";
    }

    /** The condition, starting with {@code AND}, or nothing for a filter that lets every note through. */
    static String condition(NoteFilter filter) {
        StringBuilder sql = new StringBuilder();
        if (!filter.includeRetired()) {
            sql.append(" AND f.retired = 0");
        }
        if (filter.pathPrefix().isPresent()) {
            sql.append(" AND substr(c.path, 1, length(:filterPrefix)) = :filterPrefix");
        }
        if (filter.since().isPresent()) {
            sql.append(" AND f.note_date >= :filterSince");
        }
        for (int i = 0; i < filter.tags().size(); i++) {
            sql.append(" AND instr(f.tags, char(10) || :filterTag").append(i).append(" || char(10)) > 0");
        }
        if (filter.source().isPresent()) {
            sql.append(" AND f.source_kind = :filterSource");
        }
        if (filter.project().isPresent()) {
            sql.append(" AND (f.project = :filterProject");
            for (int i = 0; i < filter.projectPrefixes().size(); i++) {
                String prefix = ":filterProject" + i;
                sql.append(" OR substr(f.project, 1, length(").append(prefix).append(")) = ").append(prefix);
            }
            sql.append(')');
        }
        return sql.toString();
    }

    /** Binds the values {@link #condition} names. */
    static <S extends SqlStatement<S>> S bind(S statement, NoteFilter filter) {
        filter.pathPrefix().ifPresent(prefix -> statement.bind("filterPrefix", prefix));
        filter.since().ifPresent(since -> statement.bind("filterSince", since.toString()));
        for (int i = 0; i < filter.tags().size(); i++) {
            statement.bind("filterTag" + i, filter.tags().get(i));
        }
        filter.source().ifPresent(source -> statement.bind("filterSource", source.label()));
        filter.project().ifPresent(project -> statement.bind("filterProject", project));
        for (int i = 0; i < filter.projectPrefixes().size(); i++) {
            statement.bind("filterProject" + i, filter.projectPrefixes().get(i));
        }
        return statement;
    }
}
