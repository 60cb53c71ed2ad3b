package dev.mempalace.benchmark.beir;

import dev.mempalace.benchmark.ListedNotes;
import dev.mempalace.benchmark.Notices;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.benchmark.Workbench;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs a BEIR test split through the real use cases: the corpus becomes a workspace of notes under the work
 * folder, which is ingested (and embedded when a vector mode is asked) into an index kept there, so a rerun
 * re-uses both; then every judged query is searched in each mode and scored.
 */
public final class BeirBenchmark {

    /** Results asked per query: the depth of Recall@100. */
    static final int DEPTH = 100;

    private BeirBenchmark() {
    }

    public static BeirReport run(Workbench workbench, Path beirFolder, Path workDir, List<SearchMode> modes,
            EmbedProgress progress) {
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to run");
        }
        Qrels qrels = BeirFiles.qrels(beirFolder);
        Map<String, String> texts = BeirFiles.queries(beirFolder);
        List<String> queries = qrels.queries();
        queries.stream().filter(q -> !texts.containsKey(q)).findFirst().ifPresent(q -> {
            throw new IllegalArgumentException("the qrels judge query " + q + ", which queries.jsonl lacks");
        });
        Path workspace = workDir.resolve("workspace");
        Map<String, String> documentByPath = CorpusNotes.write(beirFolder, workspace);
        try (Workbench.Bench bench = workbench.open(workspace, workDir.resolve("index.sqlite"))) {
            long start = System.nanoTime();
            IngestReport ingest = bench.ingest().ingest(false, EmbedProgress.NONE);
            long ingestMillis = (System.nanoTime() - start) / 1_000_000;
            Optional<EmbedReport> embedding = modes.stream().allMatch(m -> m == SearchMode.LEXICAL)
                    ? Optional.empty() : Optional.of(bench.embed().embed(progress));
            List<BeirModeReport> reports = new ArrayList<>();
            for (SearchMode mode : new LinkedHashSet<>(modes)) {
                reports.add(run(bench.search(), mode, queries, texts, qrels, documentByPath));
            }
            String dataset = beirFolder.toAbsolutePath().normalize().getFileName().toString();
            return new BeirReport(dataset, documentByPath.size(), queries.size(), ingest, ingestMillis, embedding,
                    reports, BeirBaseline.forDataset(dataset));
        }
    }

    private static BeirModeReport run(SearchMemory search, SearchMode mode, List<String> queries,
            Map<String, String> texts, Qrels qrels, Map<String, String> documentByPath) {
        List<BeirQueryScore> scores = new ArrayList<>();
        Set<String> warnings = new LinkedHashSet<>();
        for (String query : queries) {
            SearchResult result = search.search(new SearchRequest(texts.get(query), DEPTH, Optional.of(mode), true));
            warnings.addAll(Notices.describe(result));
            List<String> ranked = ListedNotes.of(result).stream()
                    .map(path -> documentByPath.getOrDefault(path, path)).toList();
            scores.add(BeirQueryScore.of(query, result.mode(), ranked, qrels.grades(query)));
        }
        return new BeirModeReport(mode, scores, new ArrayList<>(warnings));
    }
}
