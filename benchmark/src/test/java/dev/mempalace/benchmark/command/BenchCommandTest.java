package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The bench command over a host of fakes: what it scores, prints and refuses, without the CLI around it. */
class BenchCommandTest {

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

    @Test
    void goldenQueriesAreScoredIntoTheWorkspacesIndexAndPrintedAsJson() throws IOException {
        FakeHost host = new FakeHost(workspace, dir.resolve("cache"), true);

        int code = run(host, "--queries", queries.toString(), "--modes", "lexical", "--json");

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
        FakeHost host = new FakeHost(workspace, dir.resolve("cache"), true);

        int code = run(host, "--queries", queries.toString(), "--modes", "lexical", "--latency", "--forks", "0",
                "--warmup", "0", "--rounds", "2", "--json");

        assertEquals(CommandLine.ExitCode.OK, code, host::errors);
        JsonNode json = new ObjectMapper().readTree(host.printed());
        assertEquals(2, json.get("queries").asInt(), host::printed);
        assertEquals(2, json.get("rounds").asInt(), host::printed);
    }

    @Test
    void aWorkspaceWithoutQueriesIsAUsageError() {
        FakeHost host = new FakeHost(workspace, dir.resolve("cache"), true);

        int code = run(host, "--modes", "lexical");

        assertEquals(CommandLine.ExitCode.USAGE, code);
        assertTrue(host.errors().contains("add --queries FILE"), host::errors);
        assertEquals(0, host.opened());
    }

    @Test
    void anOptionOfAnotherSuiteIsAUsageError() {
        FakeHost host = new FakeHost(workspace, dir.resolve("cache"), false);

        int code = run(host, "--queries", queries.toString(), "--sizes", "1000");

        assertEquals(CommandLine.ExitCode.USAGE, code);
        assertTrue(host.errors().contains("--sizes applies only to --scale"), host::errors);
    }

    private static int run(FakeHost host, String... args) {
        // As the CLI registers it: modes are named in lower case.
        return new CommandLine(new BenchCommand(host)).setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(host.out()).setErr(host.err()).execute(args);
    }
}
