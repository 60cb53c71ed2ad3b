package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.latency.LatencyModeReport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScaleRunnerTest {

    private static final List<SearchMode> ALL = List.of(SearchMode.LEXICAL, SearchMode.VECTOR, SearchMode.HYBRID);

    private final InMemoryScaleStore store = new InMemoryScaleStore("sqlite");
    private final List<String> log = new ArrayList<>();

    @Test
    void eachSizeIsBuiltThenTimedInEveryModeWithoutDrift() {
        ScaleReport report = ScaleRunner.run(List.of(store), new ScalePlan(7, List.of(23, 10), ALL, 1, 2), log::add);

        assertEquals(List.of(10, 23), report.sizes().stream().map(SizeReport::chunks).toList());
        assertEquals(List.of(2, 5), report.sizes().stream().map(SizeReport::notes).toList());
        StoreSize size = report.sizes().get(1).baseline();
        assertEquals(23, size.build().orElseThrow().chunks());
        assertEquals(ALL, size.cold().stream().map(ColdStart::ranIn).toList());
        for (LatencyModeReport mode : size.warm().modes()) {
            assertEquals(ScaleQueries.COUNT * 2, mode.latency().count());
            assertFalse(mode.fellBack(), mode::toString);
            assertEquals(List.of(), mode.warnings(), "the synthetic workspace agrees with the index");
        }
        assertTrue(report.sizes().get(1).heapBytes() > 0);
        assertTrue(store.mayHoldBuild("chunks-23-seed-7-" + SyntheticCorpus.FORMAT));
        assertTrue(log.stream().anyMatch(l -> l.startsWith("scale 23 sqlite: vectors 23/23")), log::toString);
    }

    @Test
    void aRerunReusesTheFinishedIndexAndRecordsNoBuild() {
        ScalePlan plan = new ScalePlan(7, List.of(12), List.of(SearchMode.HYBRID), 0, 1);
        ScaleRunner.run(List.of(store), plan, log::add);

        ScaleReport again = ScaleRunner.run(List.of(store), plan, log::add);

        assertEquals(1, store.writes());
        assertTrue(again.sizes().get(0).baseline().build().isEmpty());
        assertEquals(SearchMode.HYBRID, again.sizes().get(0).baseline().cold().get(0).ranIn());
    }

    @Test
    void anIndexThatLostItsContentIsBuiltAgain() {
        ScalePlan plan = new ScalePlan(7, List.of(12), List.of(SearchMode.LEXICAL), 0, 1);
        ScaleRunner.run(List.of(store), plan, log::add);
        store.forget(ScaleBuilder.indexName(new SyntheticCorpus(7, 12)));

        ScaleReport again = ScaleRunner.run(List.of(store), plan, log::add);

        assertEquals(2, store.writes());
        assertTrue(again.sizes().get(0).baseline().build().isPresent());
    }

    @Test
    void theJsonReportSaysTheVectorsAreSyntheticAndCarriesEveryField() throws Exception {
        ScalePlan plan = new ScalePlan(7, List.of(10), ALL, 0, 1);
        ScaleRunner.run(List.of(store), plan, log::add);
        ScaleReport report = ScaleRunner.run(List.of(store), new ScalePlan(7, List.of(10, 15), ALL, 0, 1), log::add);

        JsonNode root = new ObjectMapper().readTree(ScaleJson.write(report));

        assertEquals("scale", root.get("benchmark").asText());
        assertTrue(root.get("vectors").asText().startsWith("synthetic"));
        assertEquals(7, root.get("seed").asLong());
        assertEquals(ScaleQueries.COUNT, root.get("queries").asInt());
        JsonNode reused = root.get("sizes").get(0);
        assertTrue(reused.get("reused").asBoolean());
        assertTrue(reused.get("build").isNull());
        JsonNode built = root.get("sizes").get(1);
        assertEquals(15, built.get("chunks").asInt());
        assertEquals(3, built.get("notes").asInt());
        assertFalse(built.get("reused").asBoolean());
        for (String field : List.of("millis", "textMillis", "vectorMillis", "notesPerSecond", "chunksPerSecond")) {
            assertTrue(built.get("build").get(field).isNumber(), field);
        }
        assertTrue(built.get("mbPer1000Chunks").isNumber());
        assertEquals("sqlite", built.get("store").asText());
        assertEquals("sqlite:chunks-15-seed-7-" + SyntheticCorpus.FORMAT, built.get("index").asText());
        assertEquals("writes so far", built.get("indexCovers").asText());
        assertEquals(3, built.get("cold").size());
        assertEquals("vector", built.get("cold").get(1).get("ranIn").asText());
        assertEquals(3, built.get("warm").size());
        assertEquals(ScaleQueries.COUNT, built.get("warm").get(2).get("count").asInt());
        assertTrue(built.get("warm").get(2).get("millis").get("p99").isNumber());
        assertTrue(built.get("heapBytes").asLong() > 0);
        assertTrue(built.has("peakRssBytes"));

        String table = ScaleTable.render(report);
        assertTrue(table.contains("kept index reused"), table);
        assertTrue(table.contains("15 chunks in 3 notes: heap"), table);
        assertTrue(table.contains("sqlite: built in"), table);
        assertTrue(table.lines().anyMatch(l -> l.startsWith("vector   sqlite   vector")), table);
    }
}
