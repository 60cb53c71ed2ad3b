package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.benchmark.Notices;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.benchmark.NoteFolder;
import dev.mempalace.benchmark.Workbench;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs LongMemEval_S retrieval through the real use cases: each chosen question gets its own workspace of session
 * transcripts and its own index under the work folder (kept, so a rerun re-uses its vectors), is ingested (and
 * embedded when a vector mode is asked), then searched with its question in each mode. Abstentions are skipped.
 * Progress counts questions done.
 */
public final class LongMemEvalBenchmark {

    /** Results asked per question: the depth of recall_any@10 and nDCG@10. */
    static final int DEPTH = 10;

    private final Workbench workbench;
    private final Path workDir;
    private final Set<SearchMode> modes;
    private final Map<SearchMode, List<QuestionOutcome>> outcomes = new LinkedHashMap<>();
    private final Map<SearchMode, Set<String>> warnings = new LinkedHashMap<>();
    private long ingestMillis;
    private int embedded;

    private LongMemEvalBenchmark(Workbench workbench, Path workDir, List<SearchMode> modes) {
        this.workbench = workbench;
        this.workDir = workDir;
        this.modes = new LinkedHashSet<>(modes);
        this.modes.forEach(m -> {
            outcomes.put(m, new ArrayList<>());
            warnings.put(m, new LinkedHashSet<>());
        });
    }

    public static LongMemEvalReport run(Workbench workbench, Path dataFile, Path workDir, List<SearchMode> modes,
            Subset subset, EmbedProgress progress) {
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to run");
        }
        List<QuestionHeader> all = LongMemEvalFile.headers(dataFile);
        List<QuestionHeader> eligible = all.stream().filter(h -> !Question.abstention(h.id())).toList();
        List<String> chosen = subset.choose(eligible);
        LongMemEvalBenchmark run = new LongMemEvalBenchmark(workbench, workDir, modes);
        int[] done = {0};
        progress.update(0, chosen.size());
        LongMemEvalFile.forEach(dataFile, new HashSet<>(chosen), question -> {
            run.question(question);
            progress.update(++done[0], chosen.size());
        });
        List<LongMemEvalModeReport> reports = new ArrayList<>();
        run.outcomes.forEach((mode, list) -> reports.add(
                new LongMemEvalModeReport(mode, list, new ArrayList<>(run.warnings.get(mode)))));
        return new LongMemEvalReport(done[0], eligible.size(), all.size() - eligible.size(), subset,
                run.ingestMillis, run.embedded, reports, LongMemEvalBaseline.PUBLISHED);
    }

    private void question(Question question) {
        Path folder = workDir.resolve(NoteFolder.safeName(question.id()));
        Path workspace = folder.resolve("workspace");
        Map<String, String> sessionByPath = SessionNotes.write(question, workspace);
        try (Workbench.Bench bench = workbench.open(workspace, folder.resolve("index.sqlite"))) {
            long start = System.nanoTime();
            bench.ingest().ingest(false, EmbedProgress.NONE);
            ingestMillis += (System.nanoTime() - start) / 1_000_000;
            if (!modes.stream().allMatch(m -> m == SearchMode.LEXICAL)) {
                embedded += bench.embed().embed(EmbedProgress.NONE).embedded();
            }
            for (SearchMode mode : modes) {
                SearchResult result = bench.search().search(
                        new SearchRequest(question.question(), DEPTH, Optional.of(mode), true));
                warnings.get(mode).addAll(Notices.describe(result));
                List<String> ranked = result.hits().stream()
                        .map(h -> sessionByPath.getOrDefault(h.chunk().path(), h.chunk().path())).toList();
                outcomes.get(mode).add(new QuestionOutcome(question.id(), question.type(), result.mode(), ranked,
                        Set.copyOf(question.answerSessionIds())));
            }
        }
    }
}
