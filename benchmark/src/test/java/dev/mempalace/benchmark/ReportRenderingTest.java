package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.SearchMode;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportRenderingTest {

    private static final BenchmarkReport REPORT = new GoldenBenchmark(GoldenBenchmarkTest.stub())
            .run(GoldenBenchmarkTest.QUERIES, List.of(SearchMode.LEXICAL, SearchMode.HYBRID));

    @Test
    void theTableShowsScoresFallbacksKindsAndMisses() {
        String table = ReportTable.render(REPORT);
        List<String> lines = table.lines().toList();
        assertTrue(lines.get(1).matches("lexical +lexical +0\\.500 +0\\.500 +0\\.\\d{3} +1/3"), lines.get(1));
        assertTrue(lines.get(2).matches("hybrid +lexical 3/3 +0\\.500 .*"), lines.get(2));
        assertTrue(table.contains(StubSearch.NO_MODEL), table);
        assertTrue(lines.stream().anyMatch(l -> l.matches("keyword +0\\.750 +0\\.750 .* 0/2")), table);
        assertTrue(lines.stream().anyMatch(l -> l.matches("q3 +short +recall 0\\.000 +gamma")), table);
        assertTrue(table.contains("top 5:    1. x.md  2. b.md  3. y.md"), table);
        assertTrue(table.contains("top 5:    (nothing)"), table);
    }

    @Test
    void theJsonCarriesTheSameFacts() throws Exception {
        JsonNode root = new ObjectMapper().readTree(ReportJson.write(REPORT));
        JsonNode hybrid = root.get("modes").get(1);
        assertEquals("hybrid", hybrid.get("mode").asText());
        assertEquals(3, hybrid.get("ranIn").get("lexical").asInt());
        assertTrue(hybrid.get("fellBack").asBoolean());
        assertEquals(0.5, hybrid.get("scores").get("recallAt5").asDouble(), 1e-9);
        assertEquals(1, hybrid.get("scores").get("zeroHits").asInt());
        assertEquals(0.75, hybrid.get("byKind").get("keyword").get("mrrAt10").asDouble(), 1e-9);
        assertEquals(StubSearch.NO_MODEL, hybrid.get("warnings").get(0).asText());
        JsonNode miss = hybrid.get("misses").get(0);
        assertEquals("q2", miss.get("id").asText());
        assertEquals("c.md", miss.get("relevant").get(1).asText());
        assertEquals(5, miss.get("top5").size());
        assertEquals(0, root.get("modes").get(0).get("warnings").size());
    }
}
