package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScaleStoresTest {

    private static final List<SearchMode> ALL = List.of(SearchMode.LEXICAL, SearchMode.VECTOR, SearchMode.HYBRID);

    private final InMemoryScaleStore sqlite = new InMemoryScaleStore("sqlite");
    private final InMemoryScaleStore solr = new InMemoryScaleStore("solr");
    private final List<String> log = new ArrayList<>();

    @Test
    void everyStoreOfASizeIsBuiltBeforeAnyIsTimedAndEachReportsItsOwnFigures() {
        ScaleReport report = ScaleRunner.run(List.of(sqlite, solr), new ScalePlan(7, List.of(10, 20), ALL, 0, 1),
                log::add);

        for (SizeReport size : report.sizes()) {
            assertEquals(List.of("sqlite", "solr"), size.stores().stream().map(StoreSize::kind).toList());
            for (StoreSize store : size.stores()) {
                assertEquals(size.chunks(), store.build().orElseThrow().chunks());
                assertEquals(ALL, store.cold().stream().map(ColdStart::ranIn).toList());
                assertEquals(3, store.warm().modes().size());
                assertTrue(store.warm().modes().stream().noneMatch(m -> m.fellBack()), store::toString);
            }
            String prefix = "scale " + size.chunks() + " ";
            int lastBuild = lastIndex(prefix + "solr: vectors");
            assertTrue(lastBuild >= 0 && lastBuild < lastIndex(prefix + "sqlite: timing"), log::toString);
        }
        assertEquals("solr:chunks-20-seed-7-" + SyntheticCorpus.FORMAT, report.sizes().get(1).stores().get(1)
                .location());
        assertEquals(2, sqlite.writes());
        assertEquals(2, solr.writes());
    }

    @Test
    void aStoreKeepsItsIndexesApartFromTheOthers() {
        ScalePlan plan = new ScalePlan(7, List.of(12), List.of(SearchMode.HYBRID), 0, 1);
        ScaleRunner.run(List.of(sqlite), plan, log::add);

        ScaleReport both = ScaleRunner.run(List.of(sqlite, solr), plan, log::add);

        assertTrue(both.sizes().get(0).baseline().build().isEmpty(), "the kept SQLite index is reused");
        assertTrue(both.sizes().get(0).stores().get(1).build().isPresent(), "the new store builds its own");
    }

    @Test
    void theJsonAndTableShowTheStoresSideBySide() throws Exception {
        ScaleReport report = ScaleRunner.run(List.of(sqlite, solr), new ScalePlan(7, List.of(10), ALL, 0, 1),
                log::add);

        JsonNode size = new ObjectMapper().readTree(ScaleJson.write(report)).get("sizes").get(0);

        assertEquals("sqlite", size.get("store").asText());
        assertTrue(size.get("warm").isArray());
        JsonNode other = size.get("solr");
        assertEquals("solr", other.get("store").asText());
        assertFalse(other.get("reused").asBoolean());
        assertTrue(other.get("build").get("chunksPerSecond").isNumber());
        assertEquals(1000, other.get("indexBytes").asLong());
        assertEquals("writes so far", other.get("indexCovers").asText());
        assertEquals(3, other.get("cold").size());
        assertEquals(3, other.get("warm").size());
        assertFalse(other.has("heapBytes"), "memory is the process's, said once per size");
        String table = ScaleTable.render(report);
        List<String> rows = table.lines().filter(l -> l.startsWith("hybrid ")).toList();
        assertEquals(2, rows.size(), table);
        assertTrue(rows.get(0).startsWith("hybrid   sqlite   hybrid") && rows.get(1).startsWith(
                "hybrid   solr     hybrid"), table);
        assertTrue(table.contains("solr: built in"), table);
    }

    @Test
    void aRunNeedsAStore() {
        ScalePlan plan = new ScalePlan(7, List.of(12), ALL, 0, 1);

        assertThrows(IllegalArgumentException.class, () -> ScaleRunner.run(List.of(), plan, log::add));
    }

    private int lastIndex(String prefix) {
        for (int i = log.size() - 1; i >= 0; i--) {
            if (log.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }
}
