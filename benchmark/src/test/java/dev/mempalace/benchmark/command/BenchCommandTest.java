package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.benchmark.Workbench;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The bench command's options, refused before any bench is opened, without the CLI around it. */
class BenchCommandTest {

    /** Refuses every bench: a refused command must not open one. */
    private static final Workbench NO_BENCH = (workspace, indexFile) -> {
        throw new AssertionError("a bench was opened for " + workspace);
    };

    @TempDir
    Path dir;

    private Path workspace;
    private Path queries;

    @BeforeEach
    void notesAndQueries() throws IOException {
        workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("gradle.md"), "# Gradle daemon holds a file lock\n\nThe daemon waits.\n");
        queries = Files.writeString(dir.resolve("queries.jsonl"), """
                {"id": "q1", "query": "gradle daemon lock", "relevant": ["gradle.md"], "kind": "exact"}
                """);
    }

    @Test
    void aWorkspaceWithoutQueriesIsAUsageError() {
        FakeHost host = new FakeHost(NO_BENCH, workspace, dir.resolve("cache"), true);

        int code = host.run("--modes", "lexical");

        assertEquals(CommandLine.ExitCode.USAGE, code);
        assertTrue(host.errors().contains("add --queries FILE"), host::errors);
        assertEquals(0, host.opened());
    }

    @Test
    void anOptionOfAnotherSuiteIsAUsageError() {
        FakeHost host = new FakeHost(NO_BENCH, workspace, dir.resolve("cache"), false);

        int code = host.run("--queries", queries.toString(), "--sizes", "1000");

        assertEquals(CommandLine.ExitCode.USAGE, code);
        assertTrue(host.errors().contains("--sizes applies only to --scale"), host::errors);
        FakeHost abstentions = new FakeHost(NO_BENCH, workspace, dir.resolve("cache2"), false);
        assertEquals(CommandLine.ExitCode.USAGE, abstentions.run("--queries", queries.toString(), "--abstentions"));
        assertTrue(abstentions.errors().contains("--abstentions applies only to --longmemeval"), abstentions::errors);
    }

    @Test
    void withAnIndexServiceLatencyAndColdAreUsageErrorsBeforeAnyBenchIsOpened() {
        for (String timing : new String[] {"--latency", "--cold"}) {
            FakeHost host = new FakeHost(NO_BENCH, workspace, dir.resolve("cache"), true);
            host.serveAt("solr://zk:2181/solr/mp");

            int code = host.run("--queries", queries.toString(), "--modes", "lexical", timing);

            assertEquals(CommandLine.ExitCode.USAGE, code, timing);
            assertTrue(host.errors().contains("--latency and --cold time SQLite indexes only"), host::errors);
        }
    }

    @Test
    void theBenchsStoreKeyIsItsOwnValidAndTheSameOnARerun() {
        String key = BenchIndex.storeKey(Path.of("/tmp/golden"));

        assertTrue(key.matches("bench-golden-[0-9a-f]{8}"), key);
        assertEquals(key, BenchIndex.storeKey(Path.of("/tmp/x/../golden")));
        assertNotEquals(key, BenchIndex.storeKey(Path.of("/home/ada/golden")), "two folders of one name");
        String longName = BenchIndex.storeKey(Path.of("/tmp/" + "n".repeat(100) + " (é)"));
        assertTrue(longName.length() <= 64 && longName.matches("[A-Za-z0-9_.-]+"), longName);
    }
}
