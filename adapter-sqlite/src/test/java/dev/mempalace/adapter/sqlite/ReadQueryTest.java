package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Reads in Jdbi's notation through plain JDBC: named values, lists, and text that only looks like either. */
class ReadQueryTest {

    private Connection connection;

    @BeforeEach
    void open() throws SQLException {
        connection = DriverManager.getConnection("jdbc:sqlite::memory:");
        try (var statement = connection.createStatement()) {
            statement.execute("CREATE TABLE t (name TEXT, n INTEGER, x REAL)");
            statement.execute("INSERT INTO t VALUES ('a', 1, 0.5), ('b', 2, 1.5), ('c:d', 3, 2.5), ('<e>', 4, 3.5)");
        }
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
    }

    @Test
    void namedValuesAreBoundWhereverTheyStandAndAsOftenAsTheyAreNamed() throws SQLException {
        List<String> names = ReadQuery.of("SELECT name FROM t WHERE n >= :low AND n <= :low + 1 AND x > :x ORDER BY n")
                .bind("low", 1).bind("x", 1.0).list(connection, rs -> rs.getString(1));

        assertEquals(List.of("b"), names);
    }

    @Test
    void aListBindsEachOfItsValues() throws SQLException {
        List<Integer> ns = ReadQuery.of("SELECT n FROM t WHERE name IN (<names>) AND n < :most ORDER BY n")
                .bindList("names", List.of("a", "c:d", "<e>")).bind("most", 4).list(connection, rs -> rs.getInt(1));

        assertEquals(List.of(1, 3), ns);
    }

    @Test
    void quotedTextIsLeftAsItIs() throws SQLException {
        String name = ReadQuery.of("SELECT name FROM t WHERE name = 'c:d' OR name = '<names>' AND n = :n")
                .bind("n", 4).one(connection, rs -> rs.getString(1));

        assertEquals("c:d", name);
    }

    @Test
    void oneWantsExactlyOneRowAndFirstTakesNoneOrTheFirst() throws SQLException {
        ReadQuery all = ReadQuery.of("SELECT n FROM t ORDER BY n");
        assertThrows(IllegalStateException.class, () -> all.one(connection, rs -> rs.getInt(1)));
        assertEquals(Optional.of(1), all.first(connection, rs -> rs.getInt(1)));
        assertEquals(Optional.empty(), ReadQuery.of("SELECT n FROM t WHERE n > 9").first(connection, rs -> rs.getInt(1)));
    }

    @Test
    void aNameWithoutAValueIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> ReadQuery.of("SELECT n FROM t WHERE n = :missing").list(connection, rs -> rs.getInt(1)));
    }
}
