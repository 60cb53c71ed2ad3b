package dev.mempalace.benchmark.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class LatencyBenchmarkTest {

    private static final List<String> QUERIES = List.of("alpha", "beta", "gamma");
    private static final Notice NO_MODEL_NOTICE = new Notice.ModelUnavailable("no model in the test");
    private static final String NO_MODEL = NO_MODEL_NOTICE.describe();

    private final List<SearchRequest> calls = new ArrayList<>();

    /** Always runs lexically, warning when asked for another mode, as a search without a model does. */
    private final SearchMemory stub = request -> {
        calls.add(request);
        boolean lexical = request.mode().orElseThrow() == SearchMode.LEXICAL;
        return new SearchResult(request.query(), SearchMode.LEXICAL, List.of(),
                lexical ? List.of() : List.of(NO_MODEL_NOTICE), true, Set.of());
    };

    @Test
    void eachModeRunsWarmUpAndTimedRoundsOfEveryQuery() {
        LatencyReport report = LatencyBenchmark.run(stub, QUERIES, List.of(SearchMode.LEXICAL, SearchMode.HYBRID),
                2, 4);

        Map<SearchMode, Long> perMode = calls.stream().collect(
                Collectors.groupingBy(r -> r.mode().orElseThrow(), Collectors.counting()));
        assertEquals(Map.of(SearchMode.LEXICAL, 18L, SearchMode.HYBRID, 18L), perMode);
        assertEquals(List.of(12, 12), report.modes().stream().map(m -> m.latency().count()).toList());
        assertTrue(calls.stream().allMatch(r -> r.limit() == 10 && r.bestPerNote()), calls::toString);
    }

    @Test
    void queriesTakeTurnsInsteadOfRepeating() {
        LatencyBenchmark.run(stub, QUERIES, List.of(SearchMode.LEXICAL), 1, 2);

        List<String> asked = calls.stream().map(SearchRequest::query).toList();
        assertEquals(List.of("alpha", "beta", "gamma", "alpha", "beta", "gamma", "alpha", "beta", "gamma"), asked);
    }

    @Test
    void aFallbackIsReportedWithItsWarning() throws Exception {
        LatencyReport report = LatencyBenchmark.run(stub, QUERIES, List.of(SearchMode.LEXICAL, SearchMode.VECTOR),
                0, 3);

        LatencyModeReport vector = report.modes().get(1);
        assertTrue(vector.fellBack());
        assertEquals(Map.of(SearchMode.LEXICAL, 9), vector.ranIn());
        assertEquals(List.of(NO_MODEL), vector.warnings());
        assertFalse(report.modes().get(0).fellBack());
        assertTrue(LatencyTable.render(report).contains("lexical 9/9"), LatencyTable.render(report));

        JsonNode root = new ObjectMapper().readTree(LatencyJson.write(report));
        assertEquals("latency", root.get("benchmark").asText());
        assertEquals(3, root.get("rounds").asInt());
        JsonNode node = root.get("modes").get(1);
        assertEquals("vector", node.get("mode").asText());
        assertEquals(9, node.get("ranIn").get("lexical").asInt());
        assertEquals(9, node.get("count").asInt());
        assertTrue(node.get("millis").get("p99").asDouble() >= node.get("millis").get("p50").asDouble());
    }

    @Test
    void aRepeatedModeRunsOnce() {
        LatencyReport report = LatencyBenchmark.run(stub, QUERIES, List.of(SearchMode.LEXICAL, SearchMode.LEXICAL),
                0, 1);

        assertEquals(1, report.modes().size());
        assertEquals(3, calls.size());
    }

    @Test
    void nothingToTimeIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> LatencyBenchmark.run(stub, List.of(), List.of(SearchMode.LEXICAL), 0, 1));
        assertThrows(IllegalArgumentException.class, () -> LatencyBenchmark.run(stub, QUERIES, List.of(), 0, 1));
        assertThrows(IllegalArgumentException.class,
                () -> LatencyBenchmark.run(stub, QUERIES, List.of(SearchMode.LEXICAL), -1, 1));
        assertThrows(IllegalArgumentException.class,
                () -> LatencyBenchmark.run(stub, QUERIES, List.of(SearchMode.LEXICAL), 0, 0));
        assertTrue(calls.isEmpty());
    }
}
