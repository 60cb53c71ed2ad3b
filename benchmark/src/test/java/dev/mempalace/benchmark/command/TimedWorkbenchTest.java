package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.benchmark.SqliteWorkbench;
import dev.mempalace.benchmark.Workbench;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TimedWorkbenchTest {

    @TempDir
    Path dir;

    @Test
    void everySearchOfEveryBenchIsCountedAndTheResultsPassThrough() throws IOException {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("gradle.md"), "# Gradle daemon holds a file lock\n");
        TimedWorkbench timed = new TimedWorkbench(new SqliteWorkbench(new FakeEmbedder()));
        SearchRequest request = new SearchRequest("gradle", 5, Optional.of(SearchMode.LEXICAL), false);
        assertEquals("0 searches in 0.0 s (0.0 ms each)", timed.searchTime());

        try (Workbench.Bench bench = timed.open(workspace, dir.resolve("index.sqlite"))) {
            bench.ingest().ingest(false, EmbedProgress.NONE);
            assertEquals(1, bench.search().search(request).hits().size());
            bench.search().search(request);
        }
        try (Workbench.Bench bench = timed.open(workspace, dir.resolve("index.sqlite"))) {
            bench.search().search(request);
        }

        assertTrue(timed.searchTime().startsWith("3 searches in "), timed::searchTime);
    }
}
