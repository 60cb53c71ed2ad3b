package dev.mempalace.adapter.sqlite;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A read of the index through the JDBC connection alone, in Jdbi's notation ({@code :name} for a value,
 * {@code <name>} for a list of them), so that a search runs no Jdbi statement: the first one a process runs
 * initialises Jdbi's configuration and registers its Flight Recorder event (when the JDK has {@code jdk.jfr}),
 * about a tenth of a second of a cold search, for statements that need none of it. Values are bound with
 * {@code setObject}, which gives the driver the types Jdbi gives it (text, integers, doubles).
 */
final class ReadQuery {

    /** Makes one value of a row. */
    @FunctionalInterface
    interface Row<T> {
        T map(ResultSet rs) throws SQLException;
    }

    /** Folds every row into a value, in order. */
    @FunctionalInterface
    interface Fold<T> {
        T add(T sofar, ResultSet rs) throws SQLException;
    }

    private final String sql;
    private final Map<String, Object> values = new HashMap<>();
    private final Map<String, List<?>> lists = new HashMap<>();

    private ReadQuery(String sql) {
        this.sql = sql;
    }

    static ReadQuery of(String sql) {
        return new ReadQuery(sql);
    }

    /** Binds {@code :name}. */
    ReadQuery bind(String name, Object value) {
        values.put(name, value);
        return this;
    }

    /** Binds {@code <name>} to as many values, separated by commas; it must not be empty. */
    ReadQuery bindList(String name, List<?> list) {
        if (list.isEmpty()) {
            throw new IllegalArgumentException("the list <" + name + "> is empty");
        }
        lists.put(name, List.copyOf(list));
        return this;
    }

    /** Every row, in order. */
    <T> List<T> list(Connection connection, Row<T> row) throws SQLException {
        return fold(connection, new ArrayList<>(), (rows, rs) -> {
            rows.add(row.map(rs));
            return rows;
        });
    }

    /** The only row; none or more than one is an error. */
    <T> T one(Connection connection, Row<T> row) throws SQLException {
        List<T> rows = list(connection, row);
        if (rows.size() != 1) {
            throw new IllegalStateException("expected one row, not " + rows.size() + ", from " + sql);
        }
        return rows.get(0);
    }

    /** The first row, if any. */
    <T> Optional<T> first(Connection connection, Row<T> row) throws SQLException {
        List<T> rows = list(connection, row);
        return rows.isEmpty() ? Optional.empty() : Optional.ofNullable(rows.get(0));
    }

    /** Every row folded into {@code start}. */
    <T> T fold(Connection connection, T start, Fold<T> fold) throws SQLException {
        List<Object> bound = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(positional(bound))) {
            for (int i = 0; i < bound.size(); i++) {
                statement.setObject(i + 1, bound.get(i));
            }
            T result = start;
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    result = fold.add(result, rs);
                }
            }
            return result;
        }
    }

    /** The SQL with a {@code ?} for each value, which {@code bound} receives in their order. */
    private String positional(List<Object> bound) {
        StringBuilder out = new StringBuilder(sql.length());
        char quote = 0;
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
                out.append(c);
                i++;
            } else if (c == '\'' || c == '"') {
                quote = c;
                out.append(c);
                i++;
            } else if (c == ':' && i + 1 < sql.length() && Character.isJavaIdentifierStart(sql.charAt(i + 1))) {
                int end = nameEnd(i + 1);
                String name = sql.substring(i + 1, end);
                if (!values.containsKey(name)) {
                    throw new IllegalArgumentException("no value bound for :" + name + " in " + sql);
                }
                bound.add(values.get(name));
                out.append('?');
                i = end;
            } else if (c == '<' && listAt(i)) {
                int end = nameEnd(i + 1);
                List<?> list = lists.get(sql.substring(i + 1, end));
                bound.addAll(list);
                out.append("?, ".repeat(list.size() - 1)).append('?');
                i = end + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private boolean listAt(int i) {
        int end = nameEnd(i + 1);
        return end < sql.length() && sql.charAt(end) == '>' && lists.containsKey(sql.substring(i + 1, end));
    }

    private int nameEnd(int start) {
        int end = start;
        while (end < sql.length() && Character.isJavaIdentifierPart(sql.charAt(end))) {
            end++;
        }
        return end;
    }
}
