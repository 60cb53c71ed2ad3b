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

        ColdReport report = ColdReport.of(3, 10, "java", runs, List.of(), null);

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
                run(SearchMode.HYBRID, SearchMode.LEXICAL, 10, Map.of("a", 3.0))), List.of(), null);

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
        ColdRun one = new ColdRun(SearchMode.LEXICAL, false, SearchMode.LEXICAL, 480 * MS, phases,
                List.of("stale"));
        ColdReport report = ColdReport.of(2, 1, "./mempalace", List.of(one), List.of(), null);

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
    void daemonRunsAreAModeOfTheirOwnAndEveryModeIsDividedByEachPeer() throws Exception {
        List<ColdRun> runs = List.of(run(SearchMode.LEXICAL, SearchMode.LEXICAL, 1000, Map.of()),
                new ColdRun(SearchMode.LEXICAL, true, SearchMode.LEXICAL, 150 * MS, Map.of(), List.of()));
        List<ColdPeer> peers = List.of(new ColdPeer("javaVersion", "java -version", WallStats.ofNanos(100 * MS)),
                new ColdPeer("qmd", "qmd search", WallStats.ofNanos(400 * MS)));

        ColdReport report = ColdReport.of(1, 1, "java", runs, peers, new DaemonFigures(4, 300L * 1024 * 1024));

        assertEquals(List.of("lexical", "lexical+daemon"), report.modes().stream().map(ColdModeReport::label).toList());
        assertEquals(Map.of("javaVersion", 10.0, "qmd", 2.5), report.modes().get(0).ratios());
        assertEquals(Map.of("javaVersion", 1.5, "qmd", 0.375), report.modes().get(1).ratios());
        JsonNode root = new ObjectMapper().readTree(ColdJson.write(report));
        assertEquals("lexical+daemon", root.get("modes").get(1).get("mode").asText());
        assertEquals(0.375, root.get("modes").get(1).get("ratios").get("qmd").asDouble(), 1e-9);
        assertEquals("qmd search", root.get("peers").get(1).get("name").asText());
        assertEquals(400.0, root.get("peers").get(1).get("wallMillis").get("median").asDouble(), 1e-9);
        assertEquals(300L * 1024 * 1024, root.get("daemon").get("residentBytes").asLong());
        assertEquals(4, root.get("daemon").get("commandsServed").asLong());
        String table = ColdTable.render(report);
        assertTrue(table.lines().anyMatch(l -> l.matches("lexical\\+daemon +lexical +1 +150\\.0 .* 1\\.50 +0\\.38")),
                table);
        assertTrue(table.lines().anyMatch(l -> l.matches("java -version +- +1 +100\\.0 .*")), table);
        assertTrue(table.contains("warm process: 4 commands served, resident memory 300.0 MiB"), table);
    }

    @Test
    void withoutPeersOrDaemonTheJsonHasNoRatiosPeersOrDaemon() throws Exception {
        JsonNode root = new ObjectMapper().readTree(ColdJson.write(ColdReport.of(1, 1, "java",
                List.of(run(SearchMode.LEXICAL, SearchMode.LEXICAL, 10, Map.of())), List.of(), null)));

        assertEquals(0, root.get("modes").get(0).get("ratios").size());
        assertEquals(0, root.get("peers").size());
        assertTrue(root.path("daemon").isMissingNode());
    }

    @Test
    void badRunsAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> run(SearchMode.LEXICAL, SearchMode.LEXICAL, -1, Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> run(SearchMode.LEXICAL, SearchMode.LEXICAL, 1, Map.of("jvm", -1.0)));
        assertThrows(IllegalArgumentException.class, () -> WallStats.ofNanos());
        assertThrows(IllegalArgumentException.class, () -> ColdReport.of(0, 1, "java", List.of(), List.of(), null));
    }

    private static ColdRun run(SearchMode asked, SearchMode ran, long millis, Map<String, Double> phases) {
        return new ColdRun(asked, false, ran, millis * MS, phases, List.of());
    }
}
