package dev.mempalace.benchmark.throughput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.benchwiring.ProductWorkbench;
import dev.mempalace.benchwiring.TestCache;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The throughput runner wired as the product is but with a fake model, and with gauges the test controls. */
class ThroughputBenchmarkTest {

    private static final int TOKENS_PER_TEXT = 7;

    private final FakeEmbedder embedder = new FakeEmbedder();
    private final ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), embedder);

    @TempDir
    Path tmp;

    private Path workspace;
    private Path index;

    @BeforeEach
    void notes() throws Exception {
        workspace = Files.createDirectories(tmp.resolve("ws"));
        index = tmp.resolve("cache/index.sqlite");
        Files.writeString(workspace.resolve("a.md"), "# Alpha\n\nFirst note.\n\n## Two\n\nA second section.\n");
        Files.writeString(workspace.resolve("b.md"), "# Beta\n\nOne section only.\n");
    }

    @AfterEach
    void closeTheTokenizer() {
        workbench.close();
    }

    @Test
    void countsNotesChunksTokensAndReadsTheGaugesAfterEachStep() {
        ThroughputReport report = ThroughputBenchmark.run(workbench.open(workspace, index), gauges(-1),
                EmbedProgress.NONE);

        assertEquals(2, report.notes());
        assertEquals(2, report.chunks(), "a note under 120 tokens is one chunk");
        assertEquals(2, report.embedded());
        assertEquals(2, embedder.documentsEmbedded());
        assertEquals(2L * TOKENS_PER_TEXT, report.tokens());
        assertEquals(TOKENS_PER_TEXT, report.tokensPerChunk(), 1e-9);
        assertEquals(4096, report.indexBytes());
        assertEquals(-1, report.peakRssAfterIngest());
        assertEquals(4096 * 1000.0 / 2, report.bytesPerThousandChunks(), 1e-9);
    }

    @Test
    void anIndexThatAlreadyHoldsTheNotesIsRefused() {
        ThroughputBenchmark.run(workbench.open(workspace, index), gauges(1), EmbedProgress.NONE);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ThroughputBenchmark.run(workbench.open(workspace, index), gauges(1), EmbedProgress.NONE));
        assertTrue(e.getMessage().contains("empty index"), e.getMessage());
    }

    /** Tokens as a fixed count per embedded text; the index size a fixed page once it exists. */
    private ThroughputGauges gauges(long rss) {
        return new ThroughputGauges() {
            @Override
            public long tokensEmbedded() {
                return (long) embedder.documentsEmbedded() * TOKENS_PER_TEXT;
            }

            @Override
            public long indexBytes() {
                return Files.exists(index) ? 4096 : 0;
            }

            @Override
            public long peakRssBytes() {
                return rss;
            }
        };
    }
}
