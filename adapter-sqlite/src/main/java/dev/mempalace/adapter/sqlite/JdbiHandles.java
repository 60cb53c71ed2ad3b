package dev.mempalace.adapter.sqlite;

import java.sql.Connection;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.NoTemplateEngine;
import org.jdbi.v3.core.statement.SqlStatements;

/**
 * Every Jdbi handle of this adapter: its statements read by {@link SqlParameters} and taken as they are written,
 * with Jdbi's {@link NoTemplateEngine}. Jdbi's default template engine reads each statement for {@code <name>}
 * attributes with a lexer of its own, as costly in a fresh process as its parser's; the only attributes here were
 * lists of values, now bound as {@link SqlList} writes them.
 */
final class JdbiHandles {

    private static final NoTemplateEngine AS_WRITTEN = new NoTemplateEngine();

    private JdbiHandles() {
    }

    /**
     * A handle on {@code connection}, which it closes when closed (as {@code Jdbi.open(Connection)} does; a
     * {@code Jdbi.create(Connection)} would leave it open).
     */
    static Handle open(Connection connection) {
        return configured(Jdbi.create(() -> connection)).open();
    }

    /**
     * Sets up, without a connection, what every handle's Jdbi does first: its configuration's classes, built with
     * the argument factories and mappers it registers (and the qualifier annotations it reads for them).
     */
    static void prepare() {
        configured(Jdbi.create(() -> {
            throw new IllegalStateException("a prepared Jdbi opens no connection");
        }));
    }

    private static Jdbi configured(Jdbi jdbi) {
        jdbi.getConfig(SqlStatements.class).setSqlParser(SqlParameters.INSTANCE).setTemplateEngine(AS_WRITTEN);
        return jdbi;
    }
}
