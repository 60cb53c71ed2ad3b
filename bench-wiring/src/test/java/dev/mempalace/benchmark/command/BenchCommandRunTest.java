package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.benchwiring.ProductWorkbench;
import dev.mempalace.benchwiring.TestCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The bench command over benches wired as the product is, with a fake model: what it scores and prints. */
class BenchCommandRunTest {

    private final ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), new FakeEmbedder());

    @TempDir
    Path dir;

    private Path workspace;
    private Path queries;

    @BeforeEach
    void notesAndQueries() throws IOException {
        workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("gradle.md"), "# Gradle daemon holds a file lock\n\nThe daemon waits.\n");
        Files.writeString(workspace.resolve("wsl.md"), "# WSL memory limits\n\nHalf of the host memory.\n");
        queries = Files.writeString(dir.resolve("queries.jsonl"), """
                {"id": "q1", "query": "gradle daemon lock", "relevant": ["gradle.md"], "kind": "exact"}
                {"id": "q2", "query": "kubernetes ingress", "relevant": ["wsl.md"], "kind": "miss"}
                """);
    }

    @AfterEach
    void closeTheTokenizer() {
        workbench.close();
    }

    @Test
    void goldenQueriesAreScoredIntoTheWorkspacesIndexAndPrintedAsJson() throws IOException {
        FakeHost host = new FakeHost(workbench, workspace, dir.resolve("cache"), true);

        int code = host.run("--queries", queries.toString(), "--modes", "lexical", "--json");

        assertEquals(CommandLine.ExitCode.OK, code, host::errors);
        JsonNode mode = new ObjectMapper().readTree(host.printed()).get("modes").get(0);
        assertEquals("lexical", mode.get("mode").asText());
        assertEquals(2, mode.get("scores").get("queries").asInt());
        assertEquals(0.5, mode.get("scores").get("recallAt5").asDouble(), 1e-9);
        assertEquals(2, host.opened(), "one bench to ingest, one to search");
        assertTrue(Files.isRegularFile(host.defaultIndex(workspace)), "a writable workspace keeps its normal index");
    }

    @Test
    void warmLatencyInThisProcessTimesEveryQueryOfEveryRound() throws IOException {
        FakeHost host = new FakeHost(workbench, workspace, dir.resolve("cache"), true);

        int code = host.run("--queries", queries.toString(), "--modes", "lexical", "--latency", "--forks", "0",
                "--warmup", "0", "--rounds", "2", "--json");

        assertEquals(CommandLine.ExitCode.OK, code, host::errors);
        JsonNode json = new ObjectMapper().readTree(host.printed());
        assertEquals(2, json.get("queries").asInt(), host::printed);
        assertEquals(2, json.get("rounds").asInt(), host::printed);
    }

    @Test
    void withAnIndexServiceGoldenQueriesAreScoredInTheBenchsOwnStoreThere() throws IOException {
        FakeHost host = new FakeHost(workbench, workspace, dir.resolve("cache"), true);
        host.serveAt("solr://zk:2181/solr/mp");

        int code = host.run("--queries", queries.toString(), "--modes", "lexical", "--json");

        assertEquals(CommandLine.ExitCode.OK, code, host::errors);
        String key = BenchIndex.storeKey(workspace);
        assertEquals(List.of(Optional.of(key), Optional.of(key)), host.stores(), "ingest and search in the store");
        assertTrue(host.errors().contains("bench: index solr://zk:2181/solr/mp?store=" + key), host::errors);
        assertTrue(key.startsWith("bench-ws-"), key);
    }
}
