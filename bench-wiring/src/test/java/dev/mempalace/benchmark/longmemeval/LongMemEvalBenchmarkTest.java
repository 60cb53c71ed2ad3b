package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.Confidence;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchwiring.ProductWorkbench;
import dev.mempalace.benchwiring.TestCache;
import dev.mempalace.bootstrap.Wiring;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The LongMemEval runner end to end over the tiny set, wired as the product is but with a fake model. */
class LongMemEvalBenchmarkTest {

    private static final TranscriptWriters WRITERS = new TranscriptWriters(Wiring.transcriptWriters());

    /** q2 finds answer_m1 first and never answer_m2: 1 / (1 + 1/log2 3). */
    private static final double NDCG_Q2 = 1 / (1 + Math.log(2) / Math.log(3));

    private final FakeEmbedder embedder = new FakeEmbedder();

    @Test
    void lexicalRunScoresTheHandCheckedValues(@TempDir Path tmp) throws Exception {
        Path data = TinyLongMemEval.write(tmp.resolve("tiny.json.gz"));
        List<String> progress = new ArrayList<>();

        LongMemEvalReport report;
        try (ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), embedder)) {
            report = LongMemEvalBenchmark.run(workbench, WRITERS, data, tmp.resolve("work"),
                    List.of(SearchMode.LEXICAL), Subset.ALL, false, (d, t) -> progress.add(d + "/" + t));
        }

        assertEquals(2, report.questions());
        assertEquals(2, report.eligible());
        assertEquals(1, report.abstentions());
        assertEquals(0, report.abstentionsAsked());
        assertEquals(List.of("0/2", "1/2", "2/2"), progress);
        assertFalse(Files.exists(tmp.resolve("work/q3_abs")));
        assertTrue(Files.exists(tmp.resolve("work/q1/store.sqlite")));
        assertTrue(Files.exists(tmp.resolve("work/q1/store/.mempalace/sessions.json")));
        assertEquals(7, report.costs().transcripts(), "3 sessions of q1 and 4 of q2, each a transcript");
        assertEquals(7, report.costs().exchanges(), "one user turn a session");
        assertTrue(report.costs().indexBytes() > 0);
        LongMemEvalModeReport lexical = report.modes().get(0);
        assertEquals(Map.of(SearchMode.LEXICAL, 2), lexical.ranIn());
        LongMemEvalScores overall = lexical.overall();
        assertEquals(1.0, overall.recallAny5());
        assertEquals(0.5, overall.recallAll5());
        assertEquals(1.0, overall.recallAny10());
        assertEquals((1 + NDCG_Q2) / 2, overall.ndcgAt10(), 1e-9);
        assertEquals(1.0, lexical.byType().get("single-session-user").recallAll5());
        assertEquals(0.0, lexical.byType().get("multi-session").recallAll5());
        assertEquals(0, embedder.documentsEmbedded());
        assertEquals(new Confidence(2, 0, 0, 0), lexical.notConfident(), "each question's words are in a note");
    }

    /**
     * Asked, the abstention is searched in its own store and counts only for the relevance signal: its haystack
     * says "My canoe is red", so no note holds "colour" and the lexical search is not confident.
     */
    @Test
    void abstentionsAskedCountOnlyForTheRelevanceSignal(@TempDir Path tmp) throws Exception {
        Path data = TinyLongMemEval.write(tmp.resolve("tiny.json.gz"));
        List<String> progress = new ArrayList<>();

        LongMemEvalReport report;
        try (ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), embedder)) {
            report = LongMemEvalBenchmark.run(workbench, WRITERS, data, tmp.resolve("work"),
                    List.of(SearchMode.LEXICAL), Subset.ALL, true, (d, t) -> progress.add(d + "/" + t));
        }

        assertEquals(List.of("0/3", "1/3", "2/3", "3/3"), progress);
        assertTrue(Files.exists(tmp.resolve("work/q3_abs/store.sqlite")));
        assertEquals(2, report.questions(), "the abstention is not scored for recall");
        assertEquals(1, report.abstentionsAsked());
        LongMemEvalModeReport lexical = report.modes().get(0);
        assertEquals(2, lexical.overall().questions());
        assertEquals(new Confidence(2, 0, 1, 1), lexical.notConfident());
        JsonNode json = new ObjectMapper().readTree(LongMemEvalJson.write(report));
        assertEquals(0, json.at("/abstentionsSkipped").asInt());
        assertEquals(1, json.at("/abstentionsAsked").asInt());
        assertEquals(1, json.at("/modes/0/notConfident/unanswerableFlagged").asInt());
        assertTrue(LongMemEvalTable.render(report).contains("abstentions 1/1 (1.000)"), LongMemEvalTable.render(report));
    }

    @Test
    void aHybridRerunEmbedsNothingNew(@TempDir Path tmp) throws Exception {
        Path data = TinyLongMemEval.write(tmp.resolve("tiny.json.gz"));

        LongMemEvalReport first = run(data, tmp.resolve("work"), List.of(SearchMode.HYBRID), Subset.ALL);
        int embedded = embedder.documentsEmbedded();
        LongMemEvalReport second = run(data, tmp.resolve("work"), List.of(SearchMode.HYBRID), Subset.ALL);

        assertTrue(first.costs().embedded() > 0);
        assertEquals(0, second.costs().embedded());
        assertEquals(0, second.costs().exchanges(), "no transcript grew");
        assertTrue(first.costs().indexBytes() > 0);
        assertEquals(0, second.costs().indexBytes(), "no store filled, none measured");
        assertTrue(second.costs().indexBytesPer1000Exchanges().isEmpty());
        assertEquals(embedded, embedder.documentsEmbedded());
        assertEquals(Map.of(SearchMode.HYBRID, 2), second.modes().get(0).ranIn());
        assertEquals(1.0, second.modes().get(0).overall().recallAny10());
    }

    @Test
    void aSubsetOfOneRunsOneQuestionAndTheReportRendersBesideTheBaselines(@TempDir Path tmp) throws Exception {
        Path data = TinyLongMemEval.write(tmp.resolve("tiny.json.gz"));

        LongMemEvalReport report = run(data, tmp.resolve("work"), List.of(SearchMode.LEXICAL), new Subset(1, 3));

        assertEquals(1, report.questions());
        String table = LongMemEvalTable.render(report);
        assertTrue(table.contains("MemPalace lexical") && table.contains("0.788") && table.contains("0.870"), table);
        JsonNode json = new ObjectMapper().readTree(LongMemEvalJson.write(report));
        assertEquals(1, json.at("/modes/0/scores/questions").asInt());
        assertEquals(1, json.at("/subset/limit").asInt());
        assertEquals(0.959, json.at("/published/0/recallAny5").asDouble(), 1e-12);
        assertTrue(json.at("/published/1/recallAll5").isMissingNode());
    }

    private LongMemEvalReport run(Path data, Path work, List<SearchMode> modes, Subset subset) {
        try (ProductWorkbench workbench = new ProductWorkbench(TestCache.benchSettings(), embedder)) {
            return LongMemEvalBenchmark.run(workbench, WRITERS, data, work, modes, subset, false,
                    (d, t) -> { });
        }
    }
}
