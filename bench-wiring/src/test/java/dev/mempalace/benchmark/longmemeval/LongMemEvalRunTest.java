package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchwiring.ProductWorkbench;
import dev.mempalace.benchwiring.TestCache;
import dev.mempalace.bootstrap.Wiring;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The real LongMemEval_S, lexical only; run with {@code -Dbench.longmemeval=true} and optionally
 * {@code -Dbench.limit=N -Dbench.seed=S} (the indexes stay in target).
 */
@EnabledIfSystemProperty(named = "bench.longmemeval", matches = "true")
class LongMemEvalRunTest {

    private static final Path DATA =
            Path.of("/work/shared/benchmarks/longmemeval/longmemeval_s_cleaned.498of500.json.gz");

    @Test
    void lexicalSearchOnLongMemEval() {
        int limit = Integer.getInteger("bench.limit", Integer.MAX_VALUE);
        Subset subset = limit == Integer.MAX_VALUE ? Subset.ALL : new Subset(limit, Long.getLong("bench.seed", 1));
        LongMemEvalReport report;
        try (ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), new FakeEmbedder())) {
            report = LongMemEvalBenchmark.run(workbench, new TranscriptWriters(Wiring.transcriptWriters()), DATA,
                    Path.of("target", "bench", "longmemeval"), List.of(SearchMode.LEXICAL), subset, false,
                    (d, t) -> { });
        }
        System.out.println(LongMemEvalTable.render(report));

        assertEquals(Math.min(limit, 468), report.questions());
    }
}
