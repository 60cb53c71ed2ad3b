package dev.mempalace.solrcluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.cli.CliResult;
import dev.mempalace.adapter.cli.TestWorkspace;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.embedded.JettySolrRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #19's failure test: two processes, each with {@value FailoverLoad#SEARCHERS} searchers and a writer
 * ({@link FailoverLoad}), search and remember for {@value #SECONDS} s against one store on a 2-node SolrCloud
 * (2 shards, 2 replicas) while one node is stopped and started again. No search may fail or miss its note; every
 * note a writer was told is remembered must be found afterwards; once the notes are ingested again (the notes are
 * the truth), {@code reconcile} agrees. The report (searches, writes, the longest search while the node was down)
 * is printed; time is never asserted. {@code -Dmempalace.failover.seconds=N} makes it longer.
 */
class SolrFailoverTest {

    private static final long SECONDS = Long.getLong("mempalace.failover.seconds", 30);

    @TempDir
    Path dir;

    @Test
    void searchesKeepAnsweringWhileANodeStopsAndNothingAcknowledgedIsLost() throws Exception {
        Path clusterDir = Files.createDirectories(dir.resolve("cluster"));
        MiniSolrCloudCluster cluster = new MiniSolrCloudCluster.Builder(2, clusterDir).build();
        try {
            run(cluster);
        } finally {
            try {
                cluster.shutdown();
            } catch (Exception e) {
                // The cluster is the test's scaffolding, checked by then; a node that failed to come back can make
                // its shutdown fail, which must not hide what the test found.
                System.err.println("the test cluster did not stop cleanly: " + e);
            }
        }
    }

    private void run(MiniSolrCloudCluster cluster) throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("team"));
        FailoverLoad.writeNotes(workspace);
        String index = "solr://" + cluster.getZkServer().getZkAddress() + "/mempalace?shards=2&replicas=2&store=team";
        TestWorkspace ws = TestWorkspace.at(workspace);
        CliResult ingest = ws.run("--index", index, "ingest");
        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);

        List<Process> children = new ArrayList<>();
        List<Path> reports = new ArrayList<>();
        for (String writer : List.of("writer-a", "writer-b")) {
            Path report = dir.resolve(writer + ".log");
            reports.add(report);
            children.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), FailoverLoad.class.getName(),
                    workspace.toString(), index, TestWorkspace.CACHE.toString(), writer, String.valueOf(SECONDS),
                    report.toString()).redirectErrorStream(true).redirectOutput(dir.resolve(writer + ".out").toFile())
                    .start());
        }
        long downAt = pause(SECONDS / 4);
        JettySolrRunner stopped = cluster.stopJettySolrRunner(1);
        cluster.waitForJettyToStop(stopped);
        long upAt = pause(SECONDS / 3);
        String restart;
        try {
            cluster.startJettySolrRunner(stopped, true);
            cluster.waitForNode(stopped, 60);
            restart = "node restarted and back in " + (System.currentTimeMillis() - upAt) + " ms";
        } catch (Exception e) {
            // Jetty cannot always take its old port again at once; the load then ends on one node, still checked.
            restart = "the node could not be started again on its port (" + e + "), so the load ended on one node";
        }
        for (Process child : children) {
            assertTrue(child.waitFor(SECONDS + 120, TimeUnit.SECONDS), "a load process did not end");
            assertEquals(0, child.exitValue(), () -> output(children.indexOf(child)));
        }

        FailoverReport report = FailoverReport.read(reports, downAt, upAt);
        System.out.println("solr failover: " + report.summary() + "; " + restart);
        assertTrue(report.searches() > 0 && report.writes() > 0, report.summary());
        assertEquals(List.of(), report.failedSearches(), "failed searches");
        for (FailoverReport.Written note : report.remembered()) {
            CliResult found = ws.run("--index", index, "search", "--mode", "lexical", "--json",
                    note.words());
            assertTrue(found.out().contains("\"" + note.path() + "\""), "remembered, then lost: " + note + "\n"
                    + found);
        }
        CliResult again = ws.run("--index", index, "ingest");
        assertEquals(ExitCodes.OK, again.code(), again::toString);
        CliResult reconcile = ws.run("--index", index, "reconcile");
        assertEquals(ExitCodes.OK, reconcile.code(), reconcile::toString);
    }

    /** Sleeps, then says when it woke (epoch ms). */
    private static long pause(long seconds) throws InterruptedException {
        Thread.sleep(TimeUnit.SECONDS.toMillis(seconds));
        return System.currentTimeMillis();
    }

    private String output(int child) {
        try {
            return Files.readString(dir.resolve((child == 0 ? "writer-a" : "writer-b") + ".out"));
        } catch (IOException e) {
            return e.toString();
        }
    }
}
