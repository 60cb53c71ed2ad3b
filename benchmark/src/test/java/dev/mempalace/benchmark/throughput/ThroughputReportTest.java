package dev.mempalace.benchmark.throughput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The throughput report's rates, JSON and table. */
class ThroughputReportTest {

    @Test
    void ratesDivideByTheStepsOwnTime() throws Exception {
        ThroughputReport report = new ThroughputReport(10, 40, 2_000_000_000L, 40, 8_000, 4_000_000_000L, 1 << 20,
                100, -1);

        assertEquals(5, report.notesPerSecond(), 1e-9);
        assertEquals(20, report.ingestChunksPerSecond(), 1e-9);
        assertEquals(10, report.embedChunksPerSecond(), 1e-9);
        assertEquals(2_000, report.tokensPerSecond(), 1e-9);
        JsonNode json = new ObjectMapper().readTree(ThroughputJson.write(report));
        assertEquals("throughput", json.get("benchmark").asText());
        assertEquals(100, json.at("/ingest/peakRssBytes").asLong());
        assertTrue(json.at("/embed/peakRssBytes").isNull());
        assertEquals(2_000, json.at("/embed/tokensPerSecond").asDouble(), 1e-9);
        assertEquals((1 << 20) * 1000.0 / 40, json.at("/index/bytesPer1000Chunks").asDouble(), 1e-9);
        assertTrue(ThroughputTable.render(report).contains("2000 tokens/s (peak RSS unknown)"),
                ThroughputTable.render(report));
    }

    @Test
    void negativeCountsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new ThroughputReport(-1, 0, 0, 0, 0, 0, 0, -1, -1));
    }
}
