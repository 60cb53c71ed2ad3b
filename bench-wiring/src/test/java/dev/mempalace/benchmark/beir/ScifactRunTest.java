package dev.mempalace.benchmark.beir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchwiring.ProductWorkbench;
import dev.mempalace.benchwiring.TestCache;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** The real SciFact test split, lexical only; run with {@code -Dbench.scifact=true} (the index stays in target). */
@EnabledIfSystemProperty(named = "bench.scifact", matches = "true")
class ScifactRunTest {

    private static final Path SCIFACT = Path.of("/work/shared/benchmarks/scifact");

    @Test
    void lexicalSearchOnSciFact() {
        BeirReport report;
        try (ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), new FakeEmbedder())) {
            report = BeirBenchmark.run(workbench, SCIFACT, Path.of("target", "bench", "scifact"),
                    List.of(SearchMode.LEXICAL), EmbedProgress.NONE);
        }
        System.out.println(BeirTable.render(report));

        assertEquals(300, report.queries());
        assertEquals(5183, report.documents());
        assertTrue(report.modes().get(0).ndcgAt10() > 0.5, "lexical search should be near BM25 on SciFact");
    }
}
