package dev.mempalace.benchmark.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ColdReportTest {

    private static final long MS = 1_000_000;

    @Test
    void wallTimeIsSummedUpPerModeAndEachPhaseByItsMedian() {
        List<ColdRun> runs = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            runs.add(run(SearchMode.LEXICAL, SearchMode.LEXICAL, i * 100, Map.of("jvm", i * 10.0, "lexical", 1.0)));
            runs.add(run(SearchMode.HYBRID, SearchMode.HYBRID, 1000 + i, Map.of("jvm", 5.0)));
        }

        ColdReport report = ColdReport.of(3, 10, "java", runs);

        assertEquals(List.of(SearchMode.LEXICAL, SearchMode.HYBRID),
                report.modes().stream().map(ColdModeReport::requested).toList());
        WallStats lexical = report.modes().get(0).wall();
        assertEquals(new WallStats(10, 500, 900, 100, 1000), lexical);
        assertEquals(Map.of("jvm", 50.0, "lexical", 1.0), report.modes().get(0).phaseMedians());
        assertEquals(1005, report.modes().get(1).wall().median(), 1e-9);
        assertEquals(Map.of("jvm", 5.0), report.modes().get(1).phaseMedians());
    }

    @Test
    void aPhaseSomeRunsLackIsTheMedianOfTheRunsThatHaveIt() {
        ColdReport report = ColdReport.of(1, 3, "java", List.of(
                run(SearchMode.HYBRID, SearchMode.HYBRID, 10, Map.of("a", 1.0)),
                run(SearchMode.HYBRID, SearchMode.HYBRID, 10, Map.of("a", 2.0, "b", 7.0)),
                run(SearchMode.HYBRID, SearchMode.LEXICAL, 10, Map.of("a", 3.0))));

        ColdModeReport mode = report.modes().get(0);
        assertEquals(List.of("a", "b"), List.copyOf(mode.phaseMedians().keySet()));
        assertEquals(7.0, mode.phaseMedians().get("b"));
        assertTrue(mode.fellBack());
        assertEquals(Map.of(SearchMode.HYBRID, 2, SearchMode.LEXICAL, 1), mode.ranIn());
        assertTrue(ColdTable.render(report).contains("lexical 1/3, hybrid 2/3"), ColdTable.render(report));
    }

    @Test
    void theJsonAndTableCarryEveryModeAndPhase() throws Exception {
        Map<String, Double> phases = new LinkedHashMap<>();
        phases.put("jvm", 300.0);
        phases.put("total", 450.0);
        ColdRun one = new ColdRun(SearchMode.LEXICAL, SearchMode.LEXICAL, 480 * MS, phases, List.of("stale"));
        ColdReport report = ColdReport.of(2, 1, "./mempalace", List.of(one));

        JsonNode root = new ObjectMapper().readTree(ColdJson.write(report));
        assertEquals("cold", root.get("benchmark").asText());
        assertEquals("./mempalace", root.get("process").asText());
        JsonNode mode = root.get("modes").get(0);
        assertEquals("lexical", mode.get("mode").asText());
        assertEquals(1, mode.get("count").asInt());
        assertEquals(480.0, mode.get("wallMillis").get("p90").asDouble(), 1e-9);
        assertEquals(450.0, mode.get("phaseMillis").get("total").asDouble(), 1e-9);
        assertEquals("stale", mode.get("warnings").get(0).asText());
        String table = ColdTable.render(report);
        assertTrue(table.lines().anyMatch(l -> l.matches("jvm +300\\.0")), table);
        assertTrue(table.lines().anyMatch(l -> l.matches("lexical +lexical +1 +480\\.0 .*")), table);
    }

    @Test
    void badRunsAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> run(SearchMode.LEXICAL, SearchMode.LEXICAL, -1, Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> run(SearchMode.LEXICAL, SearchMode.LEXICAL, 1, Map.of("jvm", -1.0)));
        assertThrows(IllegalArgumentException.class, () -> WallStats.ofNanos());
        assertThrows(IllegalArgumentException.class, () -> ColdReport.of(0, 1, "java", List.of()));
    }

    private static ColdRun run(SearchMode asked, SearchMode ran, long millis, Map<String, Double> phases) {
        return new ColdRun(asked, ran, millis * MS, phases, List.of());
    }
}
