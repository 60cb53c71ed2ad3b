package dev.mempalace.adapter.sqlite;

import java.util.List;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * A list of values for {@code IN (…)}, a named parameter each ({@code :name0, :name1, …}), as Jdbi's
 * {@code bindList} would write it through the template engine this adapter does without ({@link JdbiHandles}).
 */
final class SqlList {

    private SqlList() {
    }

    /** The parameters' names, comma-separated, for {@code size} values. */
    static String parameters(String name, int size) {
        StringBuilder sql = new StringBuilder();
        for (int i = 0; i < size; i++) {
            sql.append(i == 0 ? ":" : ", :").append(name).append(i);
        }
        return sql.toString();
    }

    /** Binds {@code values} to the parameters {@link #parameters} names. */
    static <S extends SqlStatement<S>> S bind(S statement, String name, List<?> values) {
        for (int i = 0; i < values.size(); i++) {
            statement.bind(name + i, values.get(i));
        }
        return statement;
    }
}
