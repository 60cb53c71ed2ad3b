package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #37: a first {@code ingest} killed ({@code kill -9}) once it has committed its first vectors, then run
 * again, embeds only what the killed one had not stored: the second run's count of embedded chunks is the
 * remainder, not all of them.
 */
class IngestResumeTest {

    private static final String[] WORDS = ("lock timer daemon cache backup cron gradle postgres kafka index vector "
            + "socket retry budget deploy rollback schema latency memory swap kernel thread queue shard replica")
            .split(" ");
    private static final Pattern EMBEDDED = Pattern.compile("\"embedded\"\\s*:\\s*(\\d+)");

    @TempDir
    Path dir;

    @Test
    void anIngestKilledMidEmbeddingIsResumedByTheNextWithoutEmbeddingAgain() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        Random random = new Random(37);
        for (int i = 0; i < 60; i++) {
            StringBuilder text = new StringBuilder("# Note " + i + "\n\n");
            for (int section = 0; section < 3; section++) {
                text.append("## Section ").append(section).append("\n\n");
                for (int word = 0; word < 60; word++) {
                    text.append(WORDS[random.nextInt(WORDS.length)]).append(' ');
                }
                text.append("\n\n");
            }
            ws.write("many/n" + i + ".md", text.toString());
        }
        Process child = CliChild.start(List.of(), "--workspace", ws.dir.toString(), "ingest");
        child.getOutputStream().close();
        child.getInputStream().close();
        child.getErrorStream().close();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (child.isAlive() && count(ws.index(), "vectors") == 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        child.destroyForcibly().waitFor();
        int kept = count(ws.index(), "vectors");
        int chunks = count(ws.index(), "chunks");
        assertTrue(kept > 0 && kept < chunks, "killed mid-embedding: " + kept + " of " + chunks + " vectors stored");

        CliResult again = ws.run("ingest", "--json");

        assertEquals(0, again.code(), again.err());
        Matcher embedded = EMBEDDED.matcher(again.out());
        assertTrue(embedded.find(), again.out());
        assertEquals(chunks - kept, Integer.parseInt(embedded.group(1)), "the second ingest embeds the remainder");
        assertEquals(chunks, count(ws.index(), "vectors"));
    }

    private static int count(Path index, String table) throws SQLException {
        if (!Files.exists(index)) {
            return 0;
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + index); Statement s = c.createStatement();
                ResultSet rows = s.executeQuery("SELECT count(*) FROM " + table)) {
            return rows.next() ? rows.getInt(1) : 0;
        } catch (SQLException e) {
            if (e.getMessage() != null && e.getMessage().contains("no such table")) {
                return 0;
            }
            throw e;
        }
    }
}
