package dev.mempalace.adapter.sqlite;

import org.jdbi.v3.core.statement.ParsedSql;
import org.jdbi.v3.core.statement.SqlParser;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Jdbi's own statement syntax ({@code :name} and {@code ?} parameters, outside quotes and comments, a backslash
 * escaping the next character), read by one pass over the text. Jdbi's {@code ColonPrefixSqlParser} reads the same
 * syntax with a lexer that ANTLR generated, which in a fresh process runs interpreted and builds its tables as it
 * goes: 1 to 6 ms a statement, some 20 ms of every cold search, on the path to its answer. {@code SqlParametersTest}
 * holds this reading equal to Jdbi's, over every statement of this adapter and over random texts of the syntax's
 * characters, so the rules below are the grammar's ({@code ColonStatementLexer.g4}), not a dialect of their own:
 * <ul>
 * <li>a comment ({@code /* … *\/}, or {@code --} or {@code //} to the end of the line) and a quoted text
 * ({@code '…'}, in which {@code \'} does not end it; {@code "…"}, not empty) are kept as they are;</li>
 * <li>a backslash outside them is dropped and the character after it kept;</li>
 * <li>{@code ::} and {@code ??} are kept; a colon followed by name characters (letters, digits, {@code $},
 * {@code _}, {@code .}, {@code ?.}, anything beyond ASCII but a lone high surrogate) is a named parameter, a
 * question mark a positional one.</li>
 * </ul>
 * Like Jdbi's, it refuses a statement that mixes both kinds of parameters. It keeps no cache: its pass costs less
 * than a lookup would in a warm process.
 */
final class SqlParameters implements SqlParser {

    static final SqlParameters INSTANCE = new SqlParameters();

    private SqlParameters() {
    }

    @Override
    public ParsedSql parse(String sql, StatementContext ctx) {
        ParsedSql.Builder parsed = ParsedSql.builder();
        int length = sql.length();
        int kept = 0;
        int at = 0;
        while (at < length) {
            char c = sql.charAt(at);
            char next = at + 1 < length ? sql.charAt(at + 1) : 0;
            int name = c == ':' && next != ':' ? nameLength(sql, at + 1) : 0;
            if (name > 0) {
                int end = at + 1 + name;
                parsed.append(sql.substring(kept, at)).appendNamedParameter(sql.substring(at + 1, end));
                at = end;
                kept = end;
            } else if (c == '?' && next != '?') {
                parsed.append(sql.substring(kept, at)).appendPositionalParameter();
                at++;
                kept = at;
            } else if (c == '\\' && at + 1 < length) {
                parsed.append(sql.substring(kept, at));
                kept = at + 1;
                at += 1 + Character.charCount(sql.codePointAt(at + 1));
            } else {
                at = skip(sql, at);
            }
        }
        return parsed.append(sql.substring(kept)).build();
    }

    @Override
    public String nameParameter(String rawName, StatementContext ctx) {
        return ":" + rawName;
    }

    /** Where the text kept as it is from {@code at} ends: a comment, a quoted text, {@code ::}, or one character. */
    private static int skip(String sql, int at) {
        int length = sql.length();
        char c = sql.charAt(at);
        char next = at + 1 < length ? sql.charAt(at + 1) : 0;
        if (c == '/' && next == '*') {
            int close = sql.indexOf("*/", at + 2);
            if (close >= 0) {
                return close + 2;
            }
        } else if (c == '-' && next == '-' || c == '/' && next == '/') {
            int end = at + 2;
            while (end < length && sql.charAt(end) != '\n' && sql.charAt(end) != '\r') {
                end++;
            }
            return end;
        } else if (c == '\'') {
            int close = quotedEnd(sql, at);
            if (close >= 0) {
                return close;
            }
        } else if (c == '"') {
            int close = sql.indexOf('"', at + 1);
            if (close > at + 1) {
                return close + 1;
            }
        } else if (c == ':' && next == ':' || c == '?' && next == '?') {
            return at + 2;
        }
        return at + Character.charCount(sql.codePointAt(at));
    }

    /**
     * The end of the single-quoted text opening at {@code open}, or -1 when none closes. A quote after a backslash
     * may close it or be part of it: the lexer takes the longer reading, so the text runs to the first quote after no
     * backslash, else to the last quote after one.
     */
    private static int quotedEnd(String sql, int open) {
        int end = -1;
        for (int at = open + 1; at < sql.length(); at++) {
            if (sql.charAt(at) == '\'') {
                end = at + 1;
                if (sql.charAt(at - 1) != '\\') {
                    return end;
                }
            }
        }
        return end;
    }

    /** How many characters from {@code from} make a parameter's name; 0 when none. */
    private static int nameLength(String sql, int from) {
        int at = from;
        while (at < sql.length()) {
            int point = sql.codePointAt(at);
            if (point == '?' && at + 1 < sql.length() && sql.charAt(at + 1) == '.') {
                at += 2;
            } else if (isNameCharacter(point)) {
                at += Character.charCount(point);
            } else {
                break;
            }
        }
        return at - from;
    }

    private static boolean isNameCharacter(int point) {
        return point >= 'a' && point <= 'z' || point >= 'A' && point <= 'Z' || point >= '0' && point <= '9'
                || point == '$' || point == '_' || point == '.'
                || point > 0x7F && !(point >= 0xD800 && point <= 0xDBFF);
    }
}
