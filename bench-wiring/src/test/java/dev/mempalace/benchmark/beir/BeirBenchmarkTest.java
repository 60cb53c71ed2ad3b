package dev.mempalace.benchmark.beir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchwiring.ProductWorkbench;
import dev.mempalace.benchwiring.TestCache;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The BEIR runner over a tiny folder, wired as the product is but with a fake model. */
class BeirBenchmarkTest {

    /** Query 1 finds only d4 (grade 1) at rank 1 of ideal [d1=2, d4=1]: 1 / (2 + 1/log2 3). */
    private static final double NDCG_Q1 = 1 / (2 + 1 / (Math.log(3) / Math.log(2)));

    private final FakeEmbedder embedder = new FakeEmbedder();

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void lexicalScoresAreTheHandCheckedOnes(boolean gzip, @TempDir Path tmp) throws Exception {
        Path beir = TinyBeir.write(tmp.resolve("tiny"), gzip);

        BeirReport report = run(beir, tmp.resolve("work"), List.of(SearchMode.LEXICAL));

        assertEquals("tiny", report.dataset());
        assertEquals(5, report.documents());
        assertEquals(2, report.queries());
        BeirModeReport lexical = report.modes().get(0);
        assertEquals(Map.of(SearchMode.LEXICAL, 2), lexical.ranIn());
        assertFalse(lexical.fellBack());
        assertEquals((NDCG_Q1 + 1) / 2, lexical.ndcgAt10(), 1e-9);
        assertEquals(0.75, lexical.recallAt100(), 1e-9);
        assertEquals(1.0, lexical.mrrAt10(), 1e-9);
        assertTrue(report.embedding().isEmpty());
        assertEquals(0, embedder.documentsEmbedded());
        assertEquals("# Aspirin side effects\n\nAspirin can cause stomach bleeding.\n",
                Files.readString(tmp.resolve("work/workspace/docs/d4.md")));
    }

    @Test
    void aRerunReusesTheIndexAndItsVectors(@TempDir Path tmp) throws Exception {
        Path beir = TinyBeir.write(tmp.resolve("tiny"), true);
        Files.createDirectories(tmp.resolve("work/workspace/docs"));
        Files.writeString(tmp.resolve("work/workspace/docs/stale.md"), "# Stale\n\nNot in the corpus.\n");

        BeirReport first = run(beir, tmp.resolve("work"), List.of(SearchMode.HYBRID));
        int embedded = embedder.documentsEmbedded();
        BeirReport second = run(beir, tmp.resolve("work"), List.of(SearchMode.HYBRID));

        assertFalse(Files.exists(tmp.resolve("work/workspace/docs/stale.md")));
        assertEquals(5, first.ingest().added());
        assertEquals(5, first.embedding().orElseThrow().embedded());
        assertEquals(0, second.ingest().added() + second.ingest().changed() + second.ingest().touched());
        assertEquals(5, second.ingest().unchanged());
        assertEquals(0, second.embedding().orElseThrow().embedded());
        assertEquals(embedded, embedder.documentsEmbedded());
        BeirModeReport hybrid = second.modes().get(0);
        assertEquals(Map.of(SearchMode.HYBRID, 2), hybrid.ranIn());
        assertEquals(1.0, hybrid.recallAt100(), 1e-9, "the vector leg reaches every document of the five");
    }

    @Test
    void scifactIsShownBesideItsPublishedBaselines(@TempDir Path tmp) throws Exception {
        Path beir = TinyBeir.write(tmp.resolve("scifact"), false);

        BeirReport report = run(beir, tmp.resolve("work"), List.of(SearchMode.LEXICAL, SearchMode.VECTOR));

        String table = BeirTable.render(report);
        assertTrue(table.contains("MemPalace lexical"), table);
        assertTrue(table.contains("MemPalace vector"), table);
        assertTrue(table.contains("BM25 flat (Anserini)") && table.contains("0.9253"), table);
        JsonNode json = new ObjectMapper().readTree(BeirJson.write(report));
        assertEquals(report.modes().get(0).ndcgAt10(), json.at("/modes/0/ndcgAt10").asDouble(), 1e-12);
        assertEquals(2, json.at("/modes/1/ranIn/vector").asInt());
        assertEquals(4, json.at("/published").size());
        assertEquals(0.7127, json.at("/published/3/ndcgAt10").asDouble(), 1e-12);
    }

    private BeirReport run(Path beir, Path work, List<SearchMode> modes) {
        try (ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), embedder)) {
            return BeirBenchmark.run(workbench, beir, work, modes, EmbedProgress.NONE);
        }
    }
}
