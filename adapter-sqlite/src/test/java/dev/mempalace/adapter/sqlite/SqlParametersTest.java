package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.jdbi.v3.core.statement.ColonPrefixSqlParser;
import org.jdbi.v3.core.statement.ParsedSql;
import org.jdbi.v3.core.statement.SqlParser;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;
import org.junit.jupiter.api.Test;

/**
 * {@link SqlParameters} reads a statement as Jdbi's own parser does: the same SQL handed to the driver and the same
 * parameters, for every rule of the grammar and for random texts of the characters the grammar gives a meaning.
 * (That the adapter's statements bind what they name is the index contract's part.)
 */
class SqlParametersTest {

    private static final SqlParser JDBI = new ColonPrefixSqlParser();

    @Test
    void findsNamedAndPositionalParametersOutsideQuotesAndComments() {
        ParsedSql parsed = SqlParameters.INSTANCE.parse(
                "SELECT ':no', \"a:no\" FROM t /* :no */ WHERE a = :yes AND b = :also_1 -- :no\n AND c = :x.y", null);
        assertEquals("SELECT ':no', \"a:no\" FROM t /* :no */ WHERE a = ? AND b = ? -- :no\n AND c = ?",
                parsed.getSql());
        assertEquals(List.of("yes", "also_1", "x.y"), parsed.getParameters().getParameterNames());
        assertEquals(List.of("?", "?"), SqlParameters.INSTANCE.parse("a = ? OR b = ?", null).getParameters()
                .getParameterNames());
    }

    @Test
    void agreesWithJdbiOnEachRule() {
        for (String sql : List.of("", "plain", ":a", "::a", ":::a", "a ?? b", "???", "? x", ":a?.b", ":a??",
                ":é :日本",
                "'it''s :x'", "'a\\'b :x' :y", "'a\\' :x", "'open :x", "\"\" :x \"\"", "\"a:x\"", "\"open :x",
                "\\:x", "a\\", "\\\\:x", "/* :x */ :y", "/* open :x", "/*/ :x */", "-- :x\n:y", "--:x\r:y",
                "// :x\n:y", "- :x", "/ :x", ": x", ":$a_1", "x:y", "\uD83D\uDE00:\uD83D\uDE00", ":\uD800x", ":\uDC00x",
                "\\\uD83D\uDE00:x", "a < b AND c > :d", "IN (:id0, :id1)")) {
            assertSame(sql);
        }
    }

    @Test
    void agreesWithJdbiOnRandomTexts() {
        String alphabet = "::??''\"\"\\\\//**--\n\rab1.$_ é\uD83D\uDE00";
        Random random = new Random(20261203);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sql = new StringBuilder();
            int length = random.nextInt(24);
            for (int j = 0; j < length; j++) {
                int at = random.nextInt(alphabet.length());
                sql.append(Character.isHighSurrogate(alphabet.charAt(at)) && random.nextBoolean()
                        ? alphabet.substring(at, at + 2) : alphabet.substring(at, at + 1));
            }
            assertSame(sql.toString());
        }
    }

    @Test
    void refusesNamedAndPositionalTogetherAsJdbiDoes() {
        assertThrows(UnableToExecuteStatementException.class, () -> JDBI.parse("a = :x AND b = ?", null));
        assertThrows(UnableToExecuteStatementException.class,
                () -> SqlParameters.INSTANCE.parse("a = :x AND b = ?", null));
    }

    private static void assertSame(String sql) {
        ParsedSql expected;
        try {
            expected = JDBI.parse(sql, null);
        } catch (UnableToExecuteStatementException mixed) {
            assertThrows(UnableToExecuteStatementException.class, () -> SqlParameters.INSTANCE.parse(sql, null),
                    () -> "mixed parameters in " + printable(sql));
            return;
        }
        assertEquals(expected, SqlParameters.INSTANCE.parse(sql, null), () -> printable(sql));
    }

    private static String printable(String sql) {
        return sql.replace("\n", "\\n").replace("\r", "\\r");
    }
}
