package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #10: {@code kill -9} of the writer at random points. A child process runs {@code ingest --no-embed} over
 * a workspace just edited (notes added, changed, deleted), or {@code embed} over the chunks still without vectors,
 * and is killed at a random moment while it runs (an {@code embed}, within two seconds after its first commit). The
 * longest wait is halved for a command that ended before its kill and grows back after each kill that landed, so
 * kills land on a fast machine as on a slow one. Right after each kill the index file passes SQLite's
 * {@code integrity_check} and FTS5's {@code integrity-check}, holds no duplicate chunk, no chunk without its
 * full-text row (nor the reverse) and no chunk of an unknown file, and every vector read just before the kill whose
 * chunk is still indexed is still there. Then the same command completes, and {@code reconcile} exits 0.
 */
class CrashTest {

    /** Kills that must land while the child runs (a child that ended before its kill does not count). */
    private static final int KILLS = Integer.getInteger("mempalace.crash.kills", 12);
    private static final int MAX_ATTEMPTS = KILLS * 4;
    /** The longest waits before a kill, in ms: an ingest from its start, an embed from its first commit. */
    private static final int INGEST_WAIT = 2300;
    private static final int EMBED_WAIT = 2000;
    private static final String[] WORDS = ("lock timer daemon cache backup cron gradle postgres kafka index vector "
            + "socket retry budget deploy rollback schema latency memory swap kernel thread queue shard replica")
            .split(" ");

    @TempDir
    Path dir;

    private final Random random = new Random(Long.getLong("mempalace.crash.seed", 10));
    private int nextNote;

    @Test
    void killNineAtRandomPointsLeavesAnIndexThatIsWholeLosesNoVectorAndResumes() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        Files.createDirectories(ws.dir.resolve("crash"));
        addNotes(ws.dir, 60);
        assertEquals(0, ws.run("ingest").code());
        int landed = 0;
        int attempts = 0;
        int midWrite = 0;
        List<Integer> vectorsKept = new ArrayList<>();
        int[] longestWait = {INGEST_WAIT, EMBED_WAIT};
        while (landed < KILLS && attempts < MAX_ATTEMPTS) {
            attempts++;
            boolean embed = attempts % 2 == 0;
            if (!embed) {
                edit(ws.dir);
            }
            String[] command = embed ? new String[] {"--workspace", ws.dir.toString(), "embed"}
                    : new String[] {"--workspace", ws.dir.toString(), "ingest", "--no-embed"};
            Set<String> start = progress(ws.index());
            Process child = CliChild.start(List.of(), command);
            child.getOutputStream().close();
            child.getInputStream().close();
            child.getErrorStream().close();
            if (embed) {
                awaitFirstCommit(ws.index(), start, child);
            }
            int kind = embed ? 1 : 0;
            Thread.sleep(random.nextInt(longestWait[kind]));
            Set<String> before = vectors(ws.index());
            boolean wrote = !progress(ws.index()).equals(start);
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
            boolean killed = child.exitValue() == 137;
            assertTrue(killed || child.exitValue() == 0, "attempt " + attempts + ": exit " + child.exitValue());
            if (killed) {
                landed++;
                midWrite += wrote ? 1 : 0;
                longestWait[kind] = Math.min(kind == 1 ? EMBED_WAIT : INGEST_WAIT, longestWait[kind] * 5 / 4);
            } else {
                longestWait[kind] = Math.max(50, longestWait[kind] / 2);
            }
            assertWhole(ws.index(), "after kill " + attempts);
            Set<String> after = vectors(ws.index());
            Set<String> stillIndexed = chunkHashes(ws.index());
            before.retainAll(stillIndexed);
            assertTrue(after.containsAll(before), "attempt " + attempts + ": a vector made before the kill is lost");
            vectorsKept.add(before.size());

            CliResult resumed = embed ? ws.run("embed") : ws.run("ingest", "--no-embed");
            assertEquals(0, resumed.code(), resumed.toString());
            assertEquals(0, ws.run("reconcile").code(), "attempt " + attempts);
            assertWhole(ws.index(), "after the run that followed kill " + attempts);
        }
        assertTrue(landed >= KILLS, landed + " of " + attempts + " kills landed while the writer ran");
        assertEquals(0, ws.run("embed").code());
        assertEquals(0, ws.run("status").json().required("chunksWithoutVectors").asInt());
        System.out.printf("crash test: %d kill -9 landed in %d attempts (%d after the writer had committed "
                + "something), %d vectors checked, 0 lost%n", landed, attempts, midWrite,
                vectorsKept.stream().mapToInt(Integer::intValue).sum());
    }

    private void addNotes(Path ws, int count) throws IOException {
        for (int i = 0; i < count; i++) {
            writeNote(ws, "crash/n" + nextNote++ + ".md");
        }
    }

    /** Adds 40 notes, changes 5 and deletes 3 of those written so far. */
    private void edit(Path ws) throws IOException {
        addNotes(ws, 40);
        for (int i = 0; i < 5; i++) {
            Path note = ws.resolve("crash/n" + random.nextInt(nextNote) + ".md");
            if (Files.exists(note)) {
                writeNote(ws, ws.relativize(note).toString());
            }
        }
        for (int i = 0; i < 3; i++) {
            Files.deleteIfExists(ws.resolve("crash/n" + random.nextInt(nextNote) + ".md"));
        }
    }

    private void writeNote(Path ws, String path) throws IOException {
        StringBuilder text = new StringBuilder("# Note " + path + " " + random.nextLong() + "\n\n");
        for (int section = 0; section < 3; section++) {
            text.append("## Section ").append(section).append("\n\n");
            for (int word = 0; word < 60; word++) {
                text.append(WORDS[random.nextInt(WORDS.length)]).append(word % 12 == 11 ? ".\n" : " ");
            }
            text.append("\n\n");
        }
        Files.writeString(ws.resolve(path), text, StandardCharsets.UTF_8);
    }

    private static Set<String> vectors(Path index) throws SQLException {
        return strings(index, "SELECT chunk_hash FROM vectors");
    }

    /** Waits (at most a minute) until the child has committed its first batch or has ended. */
    private static void awaitFirstCommit(Path index, Set<String> start, Process child) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (child.isAlive() && progress(index).equals(start) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    /** What a writer changes as it goes: the vectors held and the files indexed, with their sizes and times. */
    private static Set<String> progress(Path index) throws SQLException {
        return strings(index, "SELECT (SELECT count(*) FROM vectors) || ':' || path || ':' || size || ':' || modified"
                + " FROM files");
    }

    private static Set<String> chunkHashes(Path index) throws SQLException {
        return strings(index, "SELECT hash FROM chunks");
    }

    private static Set<String> strings(Path index, String sql) throws SQLException {
        Set<String> values = new HashSet<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + index); Statement s = c.createStatement();
                ResultSet rows = s.executeQuery(sql)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }

    /** SQLite's and FTS5's own checks, and the rows that must match one for one. */
    private static void assertWhole(Path index, String when) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + index); Statement s = c.createStatement()) {
            assertEquals("ok", single(s, "PRAGMA integrity_check"), when);
            s.execute("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)");
            assertEquals("0", single(s, "SELECT count(*) FROM (SELECT path, ordinal FROM chunks GROUP BY path, "
                    + "ordinal HAVING count(*) > 1)"), when + ": duplicate chunks");
            assertEquals("0", single(s, "SELECT count(*) FROM chunks c LEFT JOIN chunks_fts_docsize d ON d.id = c.id"
                    + " WHERE d.id IS NULL"), when + ": chunks without their full-text row");
            assertEquals("0", single(s, "SELECT count(*) FROM chunks_fts_docsize d LEFT JOIN chunks c ON c.id = d.id"
                    + " WHERE c.id IS NULL"), when + ": full-text rows without their chunk");
            assertEquals("0", single(s, "SELECT count(*) FROM chunks WHERE path NOT IN (SELECT path FROM files)"),
                    when + ": chunks of no file");
            assertEquals("0", single(s, "SELECT count(*) FROM files f WHERE NOT EXISTS (SELECT 1 FROM chunks c "
                    + "WHERE c.path = f.path)"), when + ": files without chunks");
        }
    }

    private static String single(Statement s, String sql) throws SQLException {
        try (ResultSet rows = s.executeQuery(sql)) {
            rows.next();
            return rows.getString(1);
        }
    }
}
