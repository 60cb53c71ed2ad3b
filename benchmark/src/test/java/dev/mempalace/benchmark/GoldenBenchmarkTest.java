package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GoldenBenchmarkTest {

    private static final double EPS = 1e-9;

    static final List<GoldenQuery> QUERIES = List.of(
            new GoldenQuery("q1", "alpha", List.of("a.md"), "keyword"),
            new GoldenQuery("q2", "beta", List.of("b.md", "c.md"), "keyword"),
            new GoldenQuery("q3", "gamma", List.of("g.md"), "short"));

    static StubSearch stub() {
        return new StubSearch(Map.of(
                "alpha", List.of("a.md", "x.md"),
                "beta", List.of("x.md", "b.md", "x.md", "y.md", "z.md", "w.md", "c.md")));
    }

    @Test
    void asksForTenNotesInTheRequestedModeOnePerNote() {
        StubSearch search = stub();
        new GoldenBenchmark(search).run(QUERIES, List.of(SearchMode.HYBRID));
        assertEquals(new SearchRequest("alpha", 10, Optional.of(SearchMode.HYBRID), true), search.requests.get(0));
        assertEquals(3, search.requests.size());
    }

    @Test
    void scoresEachQueryAndAveragesThem() {
        ModeReport lexical = new GoldenBenchmark(stub()).run(QUERIES, List.of(SearchMode.LEXICAL)).modes().get(0);
        Scores all = lexical.overall();
        assertEquals(3, all.queries());
        assertEquals((1 + 0.5 + 0) / 3, all.recallAt5(), EPS);
        assertEquals((1 + 0.5 + 0) / 3, all.mrrAt10(), EPS);
        double beta = (1 / log2(3) + 1 / log2(7)) / (1 + 1 / log2(3));
        assertEquals((1 + beta + 0) / 3, all.ndcgAt10(), EPS);
        assertEquals(1, all.zeroHits());
        assertFalse(lexical.fellBack());
        assertEquals(List.of(), lexical.warnings());
    }

    @Test
    void groupsScoresByKind() {
        ModeReport lexical = new GoldenBenchmark(stub()).run(QUERIES, List.of(SearchMode.LEXICAL)).modes().get(0);
        Map<String, Scores> byKind = lexical.byKind();
        assertEquals(List.of("keyword", "short"), List.copyOf(byKind.keySet()));
        assertEquals(0.75, byKind.get("keyword").recallAt5(), EPS);
        assertEquals(0, byKind.get("keyword").zeroHits());
        assertEquals(0.0, byKind.get("short").recallAt5(), EPS);
        assertEquals(1, byKind.get("short").zeroHits());
    }

    @Test
    void listsPartialAndTotalMissesWithTheirTopFive() {
        ModeReport lexical = new GoldenBenchmark(stub()).run(QUERIES, List.of(SearchMode.LEXICAL)).modes().get(0);
        List<QueryOutcome> misses = lexical.misses();
        assertEquals(List.of("q2", "q3"), misses.stream().map(m -> m.query().id()).toList());
        assertEquals(List.of("x.md", "b.md", "y.md", "z.md", "w.md"), misses.get(0).top5());
        assertEquals(List.of(), misses.get(1).top5());
        assertTrue(misses.get(1).zeroHit());
    }

    @Test
    void reportsTheModeTheSearchReallyRanIn() {
        BenchmarkReport report = new GoldenBenchmark(stub()).run(QUERIES,
                List.of(SearchMode.LEXICAL, SearchMode.HYBRID, SearchMode.LEXICAL));
        assertEquals(List.of(SearchMode.LEXICAL, SearchMode.HYBRID),
                report.modes().stream().map(ModeReport::requested).toList());
        ModeReport hybrid = report.mode(SearchMode.HYBRID).orElseThrow();
        assertTrue(hybrid.fellBack());
        assertEquals(Map.of(SearchMode.LEXICAL, 3), hybrid.ranIn());
        assertEquals(List.of(StubSearch.NO_MODEL), hybrid.warnings());
    }

    @Test
    void refusesToRunNothing() {
        GoldenBenchmark bench = new GoldenBenchmark(stub());
        assertThrows(IllegalArgumentException.class, () -> bench.run(List.of(), List.of(SearchMode.LEXICAL)));
        assertThrows(IllegalArgumentException.class, () -> bench.run(QUERIES, List.of()));
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }
}
