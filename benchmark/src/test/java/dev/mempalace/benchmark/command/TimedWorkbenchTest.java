package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.benchmark.Workbench;
import java.lang.reflect.Proxy;
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
        ConfigureSessions sources = unused(ConfigureSessions.class);
        ImportSessions sessions = unused(ImportSessions.class);
        List<Path> released = new ArrayList<>();
        TimedWorkbench timed = new TimedWorkbench(
                (workspace, indexFile) -> new Workbench.Bench(ingest, embed, request -> FOUND, sources, sessions,
                        () -> released.add(indexFile)));
        assertEquals("0 searches in 0.0 s (0.0 ms each)", timed.searchTime());

        try (Workbench.Bench bench = timed.open(WORKSPACE, INDEX)) {
            assertSame(ingest, bench.ingest());
            assertSame(embed, bench.embed());
            assertSame(sources, bench.sessionSources());
            assertSame(sessions, bench.sessionImport());
            assertSame(FOUND, bench.search().search(REQUEST));
            bench.search().search(REQUEST);
        }
        try (Workbench.Bench bench = timed.open(WORKSPACE, INDEX)) {
            bench.search().search(REQUEST);
        }

        assertEquals(List.of(INDEX, INDEX), released, "each bench releases what it opened");
        assertTrue(timed.searchTime().startsWith("3 searches in "), timed::searchTime);
    }

    /** A port the timed workbench only passes on: any call on it fails the test. */
    private static <T> T unused(Class<T> port) {
        return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port},
                (proxy, method, args) -> {
                    throw new AssertionError("the timed workbench calls no " + port.getSimpleName());
                }));
    }
}
