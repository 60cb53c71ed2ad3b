package dev.mempalace.solrcluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.CliResult;
import dev.mempalace.adapter.cli.TestWorkspace;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command over a {@code solr://} index on a real 2-node SolrCloud in this JVM: ingest with the real model, then
 * search, status and reconcile answer as they do over SQLite, and a bad URL or an unreachable cluster is one line.
 */
class SolrIndexTest {

    private static Path clusterDir;
    private static MiniSolrCloudCluster cluster;

    @TempDir
    Path dir;

    @BeforeAll
    static void startCluster() throws Exception {
        clusterDir = Files.createTempDirectory("mempalace-solr-cli");
        cluster = new MiniSolrCloudCluster.Builder(2, clusterDir).build();
    }

    @AfterAll
    static void stopCluster() throws Exception {
        cluster.shutdown();
        try (var paths = Files.walk(clusterDir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }

    /** The store's location as commands print it: the collection's layout only matters when it is created. */
    private static String location(String store) {
        return "solr://" + cluster.getZkServer().getZkAddress() + "/mempalace?store=" + store;
    }

    @Test
    void theCommandsOverSolrAnswerAsTheyDoOverSqlite() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("notes"));
        String index = location("cli-e2e").replace("?", "?shards=2&replicas=2&");

        CliResult ingest = ws.run("--index", index, "ingest");
        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        assertFalse(Files.exists(ws.index()), "no SQLite file is written for a solr:// index");

        CliResult search = ws.run("--index", index, "search", "--mode", "hybrid", "--json", "wsl",
                "memory", "limit");
        assertEquals(ExitCodes.OK, search.code(), search::toString);
        JsonNode hit = search.json().get("results").get(0);
        assertEquals(TestWorkspace.WSL, hit.get("path").asText());
        assertTrue(hit.get("ranks").has("lexical") && hit.get("ranks").has("vector"), search::toString);
        assertEquals(location("cli-e2e"), search.json().get("index").asText(), "the index is named by its URL");

        CliResult status = ws.run("--index", index, "status", "--json");
        assertEquals(ExitCodes.OK, status.code(), status::toString);
        assertEquals(location("cli-e2e"), status.json().get("index").asText());
        assertEquals(0, status.json().get("indexBytes").asLong());
        assertEquals(3, status.json().get("notes").asInt());
        assertEquals(0, status.json().get("chunksWithoutVectors").asInt());

        CliResult reconcile = ws.run("--index", index, "reconcile");
        assertEquals(ExitCodes.OK, reconcile.code(), reconcile::toString);

        assertEquals(ExitCodes.OK, ws.run("ingest").code());
        for (String query : new String[] {"wsl memory limit", "gradle daemon lock", "postgres event store",
                "why did we pick a database over kafka"}) {
            JsonNode solr = ws.run("--index", index, "search", "--mode", "hybrid", "--json", query).json();
            JsonNode sqlite = ws.run("search", "--mode", "hybrid", "--json", query).json();
            JsonNode solrTop = solr.get("results").get(0);
            JsonNode sqliteTop = sqlite.get("results").get(0);
            for (String field : new String[] {"path", "heading", "startLine", "endLine"}) {
                assertEquals(sqliteTop.get(field), solrTop.get(field), query + ": " + field);
            }
        }
    }

    @Test
    void anIndexCopiesFromSqliteToSolrAndBackWithoutEmbeddingAgain() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("notes"));
        CliResult ingest = ws.run("ingest", "--json");
        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        int embedded = ingest.json().get("embedding").get("embedded").asInt();
        String solr = location("copied");
        String back = dir.resolve("back.sqlite").toString();

        CliResult there = ws.run("index", "copy", "--to", solr, "--json");
        CliResult home = ws.run("--index", solr, "index", "copy", "--to", back, "--json");

        for (CliResult copy : List.of(there, home)) {
            assertEquals(ExitCodes.OK, copy.code(), copy::toString);
            assertEquals(List.of(embedded, 0), List.of(copy.json().get("copied").asInt(),
                    copy.json().get("embedded").asInt()), copy::toString);
        }
        assertEquals(solr, there.json().get("to").asText());
        for (String query : new String[] {"wsl memory limit", "why did we pick a database over kafka"}) {
            JsonNode sqlite = ws.run("search", "--mode", "vector", "--json", query).json().get("results");
            JsonNode inSolr = ws.run("--index", solr, "search", "--mode", "vector", "--json", query).json()
                    .get("results");
            assertEquals(places(sqlite), places(inSolr), query);
            assertEquals(sqlite, ws.run("--index", back, "search", "--mode", "vector", "--json", query).json()
                    .get("results"), query + ": the vectors came back as they left");
        }
    }

    private static List<String> places(JsonNode results) {
        List<String> places = new ArrayList<>();
        results.forEach(hit -> places.add(hit.get("path").asText() + ":" + hit.get("startLine").asInt()));
        return places;
    }

    @Test
    void theStoreVariableNamesTheStoreOfAUrlWithoutOne() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("team-notes"));
        String index = "solr://" + cluster.getZkServer().getZkAddress() + "/mempalace";

        CliResult status = ws.runWithEnv(Map.of("MEMPALACE_STORE", "acme-notes"), "--index", index,
                "status", "--json");

        assertEquals(ExitCodes.NO_INDEX, status.code(), status::toString);
        assertEquals(1, status.errLines().size(), status::toString);
        assertTrue(status.err().contains("store acme-notes"), status::toString);
    }

    @Test
    void aMalformedUrlIsAUsageErrorOfOneLine() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir);

        CliResult result = ws.run("--index", "solr://user:secret@localhost:2181/mempalace", "status");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertTrue(result.errLines().get(0).startsWith("mempalace: a solr:// index is solr://HOST:PORT"),
                result::toString);
        assertFalse(result.err().contains("secret"), "the error never repeats a password");
        assertFalse(result.err().contains("\tat "), result::toString);
    }

    @Test
    @Timeout(60)
    void anUnreachableClusterIsOneLineInBoundedTime() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir);
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }

        CliResult result = ws.runWithEnv(Map.of("MEMPALACE_INDEX",
                "solr://127.0.0.1:" + closed + "/mempalace?timeout=2&store=team"), "search", "gradle");

        assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
        assertTrue(result.err().startsWith("mempalace: SolrCloud collection mempalace cannot be used"),
                result::toString);
    }
}
