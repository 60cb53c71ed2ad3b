package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.benchmark.Workbench;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The workbench that times searches, over benches whose use cases are canned. */
class TimedWorkbenchTest {

    private static final Path WORKSPACE = Path.of("ws");
    private static final Path INDEX = Path.of("index.sqlite");
    private static final SearchRequest REQUEST = new SearchRequest("gradle", 5, Optional.of(SearchMode.LEXICAL),
            false);
    private static final SearchResult FOUND = new SearchResult("gradle", SearchMode.LEXICAL, List.of(), List.of(),
            true, Set.of());

    @Test
    void everySearchOfEveryBenchIsCountedAndTheResultsPassThrough() {
        IngestNotes ingest = (embed, progress) -> {
            throw new AssertionError("the timed workbench ingests nothing itself");
        };
        EmbedChunks embed = progress -> {
            throw new AssertionError("the timed workbench embeds nothing itself");
        };
        List<Path> released = new ArrayList<>();
        TimedWorkbench timed = new TimedWorkbench(
                (workspace, indexFile) -> new Workbench.Bench(ingest, embed, request -> FOUND,
                        () -> released.add(indexFile)));
        assertEquals("0 searches in 0.0 s (0.0 ms each)", timed.searchTime());

        try (Workbench.Bench bench = timed.open(WORKSPACE, INDEX)) {
            assertSame(ingest, bench.ingest());
            assertSame(embed, bench.embed());
            assertSame(FOUND, bench.search().search(REQUEST));
            bench.search().search(REQUEST);
        }
        try (Workbench.Bench bench = timed.open(WORKSPACE, INDEX)) {
            bench.search().search(REQUEST);
        }

        assertEquals(List.of(INDEX, INDEX), released, "each bench releases what it opened");
        assertTrue(timed.searchTime().startsWith("3 searches in "), timed::searchTime);
    }
}
