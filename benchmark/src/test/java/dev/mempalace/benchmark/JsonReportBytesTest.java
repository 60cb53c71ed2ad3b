package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.benchmark.beir.BeirBaseline;
import dev.mempalace.benchmark.beir.BeirJson;
import dev.mempalace.benchmark.beir.BeirModeReport;
import dev.mempalace.benchmark.beir.BeirQueryScore;
import dev.mempalace.benchmark.beir.BeirReport;
import dev.mempalace.benchmark.latency.ColdJson;
import dev.mempalace.benchmark.latency.ColdPeer;
import dev.mempalace.benchmark.latency.ColdReport;
import dev.mempalace.benchmark.latency.ColdRun;
import dev.mempalace.benchmark.latency.DaemonFigures;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.latency.ForkedLatencyJson;
import dev.mempalace.benchmark.latency.ForkedLatencyReport;
import dev.mempalace.benchmark.latency.LatencyJson;
import dev.mempalace.benchmark.latency.LatencyReport;
import dev.mempalace.benchmark.latency.ModeSamples;
import dev.mempalace.benchmark.latency.WallStats;
import dev.mempalace.benchmark.longmemeval.ImportCosts;
import dev.mempalace.benchmark.longmemeval.LongMemEvalBaseline;
import dev.mempalace.benchmark.longmemeval.LongMemEvalJson;
import dev.mempalace.benchmark.longmemeval.LongMemEvalModeReport;
import dev.mempalace.benchmark.longmemeval.LongMemEvalReport;
import dev.mempalace.benchmark.longmemeval.QuestionOutcome;
import dev.mempalace.benchmark.longmemeval.Subset;
import dev.mempalace.benchmark.redaction.RedactionJson;
import dev.mempalace.benchmark.redaction.RedactionReport;
import dev.mempalace.benchmark.sessions.SessionScaleJson;
import dev.mempalace.benchmark.sessions.SessionScalePlan;
import dev.mempalace.benchmark.sessions.SessionScaleReport;
import dev.mempalace.benchmark.throughput.ThroughputJson;
import dev.mempalace.benchmark.throughput.ThroughputReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The JSON reports of fixed reports, byte for byte as the tree-building writers gave them before the reports were
 * serialised from records (the files under {@code json-reports/} were written by those writers): field order, nulls
 * and number formats kept.
 */
class JsonReportBytesTest {

    @Test
    void throughputAsBefore() throws IOException {
        assertEquals(expected("throughput.json"), ThroughputJson.write(new ThroughputReport(10, 41, 2_345_678_901L,
                40, 8_003, 4_000_000_007L, 1 << 20, 123_456_789L, -1)));
    }

    @Test
    void redactionAsBefore() throws IOException {
        Map<String, RedactionReport.KindRecall> kinds = new TreeMap<>(Map.of(
                "github-pat", new RedactionReport.KindRecall(3, 2, 2),
                "aws-key-id", new RedactionReport.KindRecall(7, 7, 6)));
        assertEquals(expected("redaction.json"), RedactionJson.write(new RedactionReport(kinds, "/work/golden", 185,
                List.of(new RedactionReport.ChangedNote("notes/a.md", Map.of("jwt", 1))),
                new RedactionReport.Speed(1_048_576, 0.0123))));
    }

    @Test
    void goldenScoresAsBefore() throws IOException {
        BenchmarkReport report = new GoldenBenchmark(GoldenBenchmarkTest.stub())
                .run(GoldenBenchmarkTest.QUERIES, List.of(SearchMode.LEXICAL, SearchMode.HYBRID));
        assertEquals(expected("golden.json"), ReportJson.write(report));
    }

    @Test
    void latencyAndForkedLatencyAsBefore() throws IOException {
        ForkedLatencyReport report = ForkedLatencyReport.pool(3, 1, 2, List.of(
                List.of(samples(SearchMode.LEXICAL, SearchMode.LEXICAL, 1_234_567, 2_000_001, 3_333_333),
                        samples(SearchMode.HYBRID, SearchMode.LEXICAL, 10_500_000, 20_250_000, 30_125_000)),
                List.of(samples(SearchMode.LEXICAL, SearchMode.LEXICAL, 4_000_000, 5_555_555, 6_100_000),
                        samples(SearchMode.HYBRID, SearchMode.HYBRID, 40_000_000, 50_000_000, 61_000_000))));
        assertEquals(expected("latency.json"), LatencyJson.write(report.pooled()));
        assertEquals(expected("forked-latency.json"), ForkedLatencyJson.write(report));
    }

    @Test
    void longMemEvalAsBefore() throws IOException {
        List<QuestionOutcome> lexical = List.of(
                new QuestionOutcome("q1", "temporal-reasoning", SearchMode.LEXICAL, List.of("s1", "s2"), Set.of("s2"), true),
                new QuestionOutcome("q2", "multi-session", SearchMode.LEXICAL, List.of("s3"), Set.of("s3", "s4"), true),
                new QuestionOutcome("q3", "temporal-reasoning", SearchMode.LEXICAL, List.of(), Set.of("s5"), false));
        List<QuestionOutcome> hybrid = lexical.stream().map(q -> new QuestionOutcome(q.questionId(), q.type(),
                SearchMode.LEXICAL, q.ranked(), q.answers(), q.confident())).toList();
        List<LongMemEvalModeReport> modes = List.of(new LongMemEvalModeReport(SearchMode.LEXICAL, lexical, List.of(), 30, 21),
                new LongMemEvalModeReport(SearchMode.HYBRID, hybrid, List.of("no model: searched lexically"), 30,
                        21));
        assertEquals(expected("longmemeval-subset.json"), LongMemEvalJson.write(new LongMemEvalReport(3, 468, 30, 30,
                new Subset(3, 7), new ImportCosts(141, 1_503, 2_345, 1_234, 1_503, 98_765, 7_340_032), modes,
                LongMemEvalBaseline.PUBLISHED)));
        assertEquals(expected("longmemeval-all.json"), LongMemEvalJson.write(new LongMemEvalReport(3, 3, 0, 0,
                Subset.ALL, new ImportCosts(0, 0, 0, 0, 0, 0, 0),
                List.of(new LongMemEvalModeReport(SearchMode.LEXICAL, lexical, List.of(), 0, 0)),
                LongMemEvalBaseline.PUBLISHED)));
    }

    @Test
    void beirAsBefore() throws IOException {
        List<BeirModeReport> modes = List.of(new BeirModeReport(SearchMode.LEXICAL, List.of(
                new BeirQueryScore("1", SearchMode.LEXICAL, 0.5, 1.0, 1.0 / 3),
                new BeirQueryScore("2", SearchMode.LEXICAL, 0.25, 0.0, 0.0)), List.of()),
                new BeirModeReport(SearchMode.VECTOR, List.of(new BeirQueryScore("1", SearchMode.LEXICAL, 0.75, 1.0,
                        1.0)), List.of("no vectors: searched lexically")));
        IngestReport skipped = new IngestReport(5, 0, 0, 5, 2, 9, List.of(new Notice.NoteSkipped("d/7.md",
                "not UTF-8")), List.of(), Optional.empty());
        assertEquals(expected("beir-embedded.json"), BeirJson.write(new BeirReport("scifact", 7, 2, skipped, 1_234,
                Optional.of(new EmbedReport(9, 9, 9, 4_321)), modes, BeirBaseline.forDataset("scifact"))));
        IngestReport clean = new IngestReport(7, 0, 0, 7, 0, 9, List.of(), List.of(), Optional.empty());
        assertEquals(expected("beir-lexical.json"), BeirJson.write(new BeirReport("nfcorpus", 7, 2, clean, 5,
                Optional.empty(), modes.subList(0, 1), BeirBaseline.forDataset("nfcorpus"))));
    }

    @Test
    void coldAsBefore() throws IOException {
        Map<String, Double> phases = new TreeMap<>(Map.of("jvm", 41.5, "parse", 12.25, "search", 3.0));
        List<ColdRun> runs = List.of(
                new ColdRun(SearchMode.LEXICAL, false, SearchMode.LEXICAL, 170_100_000, phases, List.of()),
                new ColdRun(SearchMode.LEXICAL, false, SearchMode.LEXICAL, 180_333_333, Map.of("jvm", 40.0),
                        List.of()),
                new ColdRun(SearchMode.HYBRID, false, SearchMode.LEXICAL, 200_000_001, phases,
                        List.of("no model: searched lexically")),
                new ColdRun(SearchMode.LEXICAL, true, SearchMode.LEXICAL, 82_000_000, Map.of(), List.of()));
        List<ColdPeer> peers = List.of(new ColdPeer("javaVersion", "java -version", WallStats.ofNanos(32_000_000)),
                new ColdPeer("qmd", "qmd search", WallStats.ofNanos(163_000_000, 170_000_000)));
        assertEquals(expected("cold-daemon.json"), ColdJson.write(ColdReport.of(3, 2, "launcher", runs, peers,
                new DaemonFigures(4, 300L * 1024 * 1024))));
        assertEquals(expected("cold.json"), ColdJson.write(ColdReport.of(1, 1, "java", runs.subList(0, 1),
                List.of(), new DaemonFigures(0, null))));
        assertEquals(expected("cold-alone.json"), ColdJson.write(ColdReport.of(1, 1, "java", runs.subList(0, 1),
                List.of(), null)));
    }

    @Test
    void sessionsAsBefore() throws IOException {
        LatencyReport warm = ForkedLatencyReport.pool(2, 0, 1, List.of(List.of(
                samples(SearchMode.LEXICAL, SearchMode.LEXICAL, 1_500_000, 2_250_000),
                samples(SearchMode.HYBRID, SearchMode.HYBRID, 9_000_000, 11_000_001)))).pooled();
        SessionScalePlan plan = new SessionScalePlan(42, 50, 8, 2, List.of(SearchMode.LEXICAL, SearchMode.HYBRID),
                0, 1);
        SessionImport imported = new SessionImport(2, 50, 50, 50, 0, 0, 0, 0, 0, 0, 201, Map.of("github-pat", 2),
                List.of());
        SessionScaleReport report = new SessionScaleReport(plan, new SessionScaleReport.Corpus(50, 25, 25, 201, 2,
                612_345, 123_456_789), imported, 2_345_678_901L, 50, 77, 987_654_321, 1_234_567, 2_345_678,
                45_678_912, new SessionScaleReport.Sample(8, 1_203, 3_456), warm,
                Map.of(SearchMode.LEXICAL, 2, SearchMode.HYBRID, 1), OptionalLong.of(456_789_012));
        assertEquals(expected("sessions.json"), SessionScaleJson.write(report));
        assertEquals(expected("sessions-no-rss.json"), SessionScaleJson.write(new SessionScaleReport(plan,
                report.corpus(), imported, 0, 50, 77, 0, 0, 0, 0, new SessionScaleReport.Sample(0, 0, 0), warm,
                Map.of(SearchMode.LEXICAL, 0, SearchMode.HYBRID, 0), OptionalLong.empty())));
    }

    private static ModeSamples samples(SearchMode mode, SearchMode ranIn, long... nanos) {
        List<Long> all = Arrays.stream(nanos).boxed().toList();
        return new ModeSamples(mode, all.stream().map(n -> ranIn).toList(), all,
                mode == ranIn ? List.of() : List.of("no model: searched lexically"));
    }

    private static String expected(String name) throws IOException {
        try (InputStream in = JsonReportBytesTest.class.getResourceAsStream("/json-reports/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
