package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.benchmark.Notices;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.benchmark.NoteFolder;
import dev.mempalace.benchmark.TranscriptWriters;
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
 * Runs LongMemEval_S retrieval through the product's own path: each chosen question's haystack is written as the
 * harnesses' transcripts ({@link HaystackTranscripts}) in a folder of its own under the work folder, which also
 * holds the question's store and index (kept, so a rerun re-uses its vectors); both harnesses' folders are the
 * store's session sources, imported, ingested (and embedded when a vector mode is asked), then the store is searched
 * with the question in each mode, a hit's note mapping back to its session. Abstentions are skipped unless asked
 * for; asked, each is searched the same way and counts only for the relevance signal (its haystack holds no answer,
 * so the search should say it is not confident). Progress counts questions done.
 */
public final class LongMemEvalBenchmark {

    /** Results asked per question: the depth of recall_any@10 and nDCG@10. */
    static final int DEPTH = 10;

    private final Workbench workbench;
    private final TranscriptWriters transcripts;
    private final Path workDir;
    private final Set<SearchMode> modes;
    private final Map<SearchMode, List<QuestionOutcome>> outcomes = new LinkedHashMap<>();
    private final Map<SearchMode, Set<String>> warnings = new LinkedHashMap<>();
    /** Per mode: abstentions asked, and of them flagged as not confident. */
    private final Map<SearchMode, int[]> abstentions = new LinkedHashMap<>();
    private final SessionStores stores = new SessionStores();

    private LongMemEvalBenchmark(Workbench workbench, TranscriptWriters transcripts, Path workDir,
            List<SearchMode> modes) {
        this.workbench = workbench;
        this.transcripts = transcripts;
        this.workDir = workDir;
        this.modes = new LinkedHashSet<>(modes);
        this.modes.forEach(m -> {
            outcomes.put(m, new ArrayList<>());
            warnings.put(m, new LinkedHashSet<>());
            abstentions.put(m, new int[2]);
        });
    }

    /**
     * Runs the subset of {@code dataFile}'s answerable questions, and every abstention when {@code withAbstentions},
     * their haystacks written by {@code transcripts}.
     */
    public static LongMemEvalReport run(Workbench workbench, TranscriptWriters transcripts, Path dataFile,
            Path workDir, List<SearchMode> modes, Subset subset, boolean withAbstentions, EmbedProgress progress) {
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to run");
        }
        List<QuestionHeader> all = LongMemEvalFile.headers(dataFile);
        List<QuestionHeader> eligible = all.stream().filter(h -> !Question.abstention(h.id())).toList();
        List<String> chosen = new ArrayList<>(subset.choose(eligible));
        if (withAbstentions) {
            all.stream().map(QuestionHeader::id).filter(Question::abstention).forEach(chosen::add);
        }
        LongMemEvalBenchmark run = new LongMemEvalBenchmark(workbench, transcripts, workDir, modes);
        int[] done = {0};
        progress.update(0, chosen.size());
        LongMemEvalFile.forEach(dataFile, new HashSet<>(chosen), question -> {
            run.question(question);
            progress.update(++done[0], chosen.size());
        });
        List<LongMemEvalModeReport> reports = new ArrayList<>();
        run.outcomes.forEach((mode, list) -> reports.add(new LongMemEvalModeReport(mode, list,
                new ArrayList<>(run.warnings.get(mode)), run.abstentions.get(mode)[0], run.abstentions.get(mode)[1])));
        int asked = run.abstentions.values().stream().findFirst().map(counts -> counts[0]).orElse(0);
        return new LongMemEvalReport(done[0] - asked, eligible.size(), all.size() - eligible.size(), asked, subset,
                run.stores.costs(), reports, LongMemEvalBaseline.PUBLISHED);
    }

    private void question(Question question) {
        Path folder = workDir.resolve(NoteFolder.safeName(question.id()));
        HaystackTranscripts.Written written = HaystackTranscripts.write(question, folder, transcripts);
        Map<String, String> sessionByPath = written.sessionByPath();
        Path store = SessionStores.store(folder);
        try (Workbench.Bench bench = workbench.open(store, SessionStores.index(folder))) {
            stores.fill(bench, written, !modes.stream().allMatch(m -> m == SearchMode.LEXICAL));
            for (SearchMode mode : modes) {
                SearchResult result = bench.search().search(
                        new SearchRequest(question.question(), DEPTH, Optional.of(mode), true));
                warnings.get(mode).addAll(Notices.describe(result));
                if (Question.abstention(question.id())) {
                    int[] counts = abstentions.get(mode);
                    counts[0]++;
                    counts[1] += result.confident() ? 0 : 1;
                    continue;
                }
                List<String> ranked = result.hits().stream()
                        .map(h -> sessionByPath.getOrDefault(h.chunk().path(), h.chunk().path())).toList();
                outcomes.get(mode).add(new QuestionOutcome(question.id(), question.type(), result.mode(), ranked,
                        Set.copyOf(question.answerSessionIds()), result.confident()));
            }
        }
        stores.measure(folder);
    }
}
