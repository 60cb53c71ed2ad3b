package dev.mempalace.benchmark.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.WarnOnDrift;
import dev.mempalace.benchmark.BenchmarkReport;
import dev.mempalace.benchmark.GoldenBenchmark;
import dev.mempalace.benchmark.GoldenQueries;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.ModeReport;
import dev.mempalace.benchmark.ReportTable;
import dev.mempalace.benchmark.Scores;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Recall gate: the bundled example workspace, the real Markdown and SQLite adapters, lexical search only. */
class LexicalRecallGateTest {

    /** Lexical search reached 0.883 when the gate was written; raise this as search improves. */
    private static final double MIN_RECALL_AT_5 = 0.85;

    /** The three paraphrase queries share no word with their answer, so lexical search cannot find them. */
    private static final int MAX_ZERO_HITS = 4;

    private static final Path EXAMPLES = Path.of("..", "examples");

    @Test
    void lexicalSearchFindsTheGoldenNotes(@TempDir Path tmp) {
        Path workspace = EXAMPLES.resolve("workspace");
        List<GoldenQuery> queries = GoldenQueries.read(EXAMPLES.resolve("queries.jsonl"));
        Path indexFile = tmp.resolve("index.sqlite");
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, indexFile);
        Embedder embedder = new UnavailableEmbedder();
        try (SqliteIndexStore store = SqliteIndexStore.at(indexFile)) {
            IngestReport ingest = new IngestService(source, store, progress -> {
                throw new AssertionError("the gate ingests without embedding");
            }).ingest(false, EmbedProgress.NONE);
            assertEquals(List.of(), ingest.skipped());
            assertEquals(source.list().size(), ingest.added());

            SearchService search = new SearchService(source, store, embedder, new WarnOnDrift(source, store));
            BenchmarkReport report = new GoldenBenchmark(search).run(queries, List.of(SearchMode.LEXICAL));
            System.out.println(ReportTable.render(report));

            ModeReport lexical = report.modes().get(0);
            assertFalse(lexical.fellBack());
            assertEquals(Map.of(SearchMode.LEXICAL, queries.size()), lexical.ranIn());
            Scores scores = lexical.overall();
            assertTrue(scores.recallAt5() >= MIN_RECALL_AT_5, () -> "Recall@5 fell to " + scores.recallAt5());
            assertTrue(scores.zeroHits() <= MAX_ZERO_HITS, () -> scores.zeroHits() + " queries found nothing");
        }
    }
}
