package dev.mempalace.benchmark.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.SearchMode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ForkedLatencyReportTest {

    private static final long MS = 1_000_000;

    @Test
    void everySampleIsPooledAndEachForkKeepsItsOwnP50() {
        List<ModeSamples> fast = List.of(samples(SearchMode.LEXICAL, 1, 2, 3), samples(SearchMode.HYBRID, 10, 20, 30));
        List<ModeSamples> slow = List.of(samples(SearchMode.LEXICAL, 4, 5, 6), samples(SearchMode.HYBRID, 40, 50, 60));

        ForkedLatencyReport report = ForkedLatencyReport.pool(3, 1, 1, List.of(fast, slow));

        assertEquals(2, report.forks());
        LatencyStats lexical = report.pooled().modes().get(0).latency();
        assertEquals(6, lexical.count());
        assertEquals(3, lexical.p50(), 1e-9);
        assertEquals(6, lexical.max(), 1e-9);
        assertEquals(Map.of(SearchMode.LEXICAL, List.of(2.0, 5.0), SearchMode.HYBRID, List.of(20.0, 50.0)),
                report.forkP50());
        assertEquals(List.of(SearchMode.LEXICAL, SearchMode.HYBRID), List.copyOf(report.forkP50().keySet()));
    }

    @Test
    void theReportShowsTheForksInJsonAndTable() throws Exception {
        ForkedLatencyReport report = ForkedLatencyReport.pool(3, 0, 1, List.of(
                List.of(samples(SearchMode.LEXICAL, 1, 2, 3)), List.of(samples(SearchMode.LEXICAL, 7, 8, 9))));

        JsonNode root = new ObjectMapper().readTree(ForkedLatencyJson.write(report));
        assertEquals("latency", root.get("benchmark").asText());
        assertEquals(2, root.get("forks").asInt());
        JsonNode mode = root.get("modes").get(0);
        assertEquals(6, mode.get("count").asInt());
        assertEquals(2.0, mode.get("forkP50").get(0).asDouble(), 1e-9);
        assertEquals(8.0, mode.get("forkP50").get(1).asDouble(), 1e-9);
        String table = ForkedLatencyTable.render(report);
        assertTrue(table.lines().anyMatch(l -> l.matches("lexical +2\\.00 +8\\.00")), table);
    }

    @Test
    void forksThatTimedDifferentModesCannotBePooled() {
        assertThrows(IllegalArgumentException.class, () -> ForkedLatencyReport.pool(3, 0, 1, List.of(
                List.of(samples(SearchMode.LEXICAL, 1, 2, 3)), List.of(samples(SearchMode.HYBRID, 1, 2, 3)))));
        assertThrows(IllegalArgumentException.class, () -> ForkedLatencyReport.pool(3, 0, 1, List.of()));
    }

    @Test
    void samplesSurviveTheTripThroughJson() {
        List<ModeSamples> samples = List.of(new ModeSamples(SearchMode.VECTOR,
                List.of(SearchMode.VECTOR, SearchMode.LEXICAL), List.of(5L, 7L), List.of("no vectors")));

        assertEquals(samples, SamplesJson.read(SamplesJson.write(samples)));
        assertThrows(IllegalArgumentException.class, () -> SamplesJson.read("{\"nothing\": 1}"));
        assertThrows(IllegalArgumentException.class, () -> SamplesJson.read("not json"));
    }

    private static ModeSamples samples(SearchMode mode, long... millis) {
        List<Long> nanos = Arrays.stream(millis).map(m -> m * MS).boxed().toList();
        return new ModeSamples(mode, nanos.stream().map(n -> mode).toList(), nanos, List.of());
    }
}
