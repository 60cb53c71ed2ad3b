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

    /** The connection the shared Jdbi hands the handle being opened, on the thread that opens it. */
    private static final ThreadLocal<Connection> OPENING = new ThreadLocal<>();

    private JdbiHandles() {
    }

    /**
     * A handle on {@code connection}, which it closes when closed (as {@code Jdbi.open(Connection)} does; a
     * {@code Jdbi.create(Connection)} would leave it open).
     */
    static Handle open(Connection connection) {
        OPENING.set(connection);
        try {
            return Shared.JDBI.open();
        } finally {
            OPENING.remove();
        }
    }

    /**
     * Sets up, without a connection, the one Jdbi every handle is opened from: its configuration's classes, built
     * with the argument factories and mappers it registers (and the qualifier annotations it reads for them).
     */
    static void prepare() {
        Shared.JDBI.getConfig(SqlStatements.class);
    }

    private static Connection opening() {
        Connection connection = OPENING.get();
        if (connection == null) {
            throw new IllegalStateException("a handle of this adapter is opened on a connection it is given");
        }
        return connection;
    }

    /**
     * One Jdbi for the process, made at its first use: each Jdbi builds its whole configuration when made (its
     * argument factories, mappers and collectors), which a cold search paid for at each of its handles.
     */
    private static final class Shared {

        static final Jdbi JDBI = Jdbi.create(JdbiHandles::opening);

        static {
            JDBI.getConfig(SqlStatements.class).setSqlParser(SqlParameters.INSTANCE).setTemplateEngine(AS_WRITTEN);
        }
    }
}
