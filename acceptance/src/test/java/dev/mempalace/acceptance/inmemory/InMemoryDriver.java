package dev.mempalace.acceptance.inmemory;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.MemoryStatus;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.Remembering;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.acceptance.driver.TranscriptFiles;
import dev.mempalace.acceptance.driver.Vectors;
import dev.mempalace.acceptance.driver.Warning;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemorySessionArchive;
import dev.mempalace.application.fake.InMemorySessionSources;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.fake.InMemoryTranscripts;
import dev.mempalace.application.port.in.CheckOptions;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.Similar;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.in.answer.RememberAnswer;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.benchmark.GoldenBenchmark;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.ModeReport;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import io.cucumber.java.Before;
import java.util.EnumMap;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The real use-case services, as the composition root wires them, over the in-memory fakes of every out-port. */
public final class InMemoryDriver implements AppDriver {

    private static final String WRITER = "in-memory-driver";
    /** Where sessions run and their transcripts are kept: names only, as no file is written. */
    private static final Path WORKSPACE = Path.of("/in-memory/workspace");
    private static final Path SCRATCH = Path.of("/in-memory/scratch");

    private InMemoryNoteSource workspace;
    private InMemoryStore index;
    private FakeEmbedder embedder;
    private int documentsEmbedded;
    private final Set<String> removedFromRepository = new HashSet<>();
    private List<InMemoryTranscripts> transcripts;
    private InMemorySessionSources sessionSources;
    private InMemorySessionArchive sessionArchive;

    @Before(order = 0)
    public void openEmptyWorkspace() {
        workspace = new InMemoryNoteSource();
        index = new InMemoryStore();
        embedder = new FakeEmbedder();
        removedFromRepository.clear();
        transcripts = List.of(new InMemoryTranscripts(TranscriptFiles.CLAUDE_CODE, SCRATCH + "/claude"),
                new InMemoryTranscripts(TranscriptFiles.CODEX, SCRATCH + "/codex"));
        sessionSources = new InMemorySessionSources();
        sessionArchive = new InMemorySessionArchive(workspace);
    }

    @Override
    public Checkup checkMemory() {
        return core().check().check(CheckOptions.DEFAULT);
    }

    @Override
    public void removedFromRepository(String file) {
        removedFromRepository.add(file);
    }

    @Override
    public void writeNote(String path, String markdown) {
        workspace.write(path, markdown);
    }

    @Override
    public void deleteNote(String path) {
        workspace.delete(path);
    }

    @Override
    public void moveNote(String from, String to) {
        workspace.move(from, to);
    }

    @Override
    public void makeUnreadable(String path) {
        workspace.corrupt(path);
    }

    /** Vectors are skipped unless asked for, as the command line can. */
    @Override
    public IngestReport ingest(Vectors vectors) {
        return counting(() -> {
            core().importSessions().importConfigured();
            return core().ingest().ingest(vectors == Vectors.COMPUTED, EmbedProgress.NONE);
        });
    }

    @Override
    public EmbedReport embed() {
        return counting(() -> refusingWithoutIndex(() -> core().embed().embed(EmbedProgress.NONE)));
    }

    @Override
    public SearchOutcome search(String query, SearchOptions options) {
        SearchResult result = counting(() -> refusingWithoutIndex(() -> core().search()
                .search(new SearchRequest(query, options.limit(), options.mode(), true, options.filter()))));
        return new SearchOutcome(result.mode(), result.hits().stream().map(hit -> hit(result, hit)).toList(),
                result.notices().stream().map(InMemoryDriver::warning).toList());
    }

    @Override
    public Remembering remember(String title, String body, List<String> tags) {
        Remembered remembered = counting(() -> core().remember().remember(new NewNote(title, body, tags,
                Optional.empty(), Optional.of(WRITER))));
        return new Remembering(remembered.path(), RememberAnswer.aboutTheNote(remembered).map(Notice::describe)
                .toList());
    }

    @Override
    public String writer() {
        return WRITER;
    }

    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        documentsEmbedded = 0;
        try {
            return core().readNote().read(path, lines);
        } catch (NotePathRefusedException | NoteUnreadableException e) {
            throw new Refused(Refused.Reason.NOTE_REFUSED, List.of(e.getMessage()));
        }
    }

    @Override
    public Drift reconcile() {
        return counting(() -> refusingWithoutIndex(() -> core().reconcile().reconcile()));
    }

    @Override
    public MemoryStatus status() {
        StatusReport report = counting(() -> refusingWithoutIndex(() -> core().status().status()));
        Drift drift = report.drift();
        return new MemoryStatus(report.stats().notes(), report.stats().chunks(),
                report.vectors().map(VectorCoverage::withVector).orElse(0), drift.added().size(),
                drift.changed().size(), drift.deleted().size());
    }

    /** Every request already gets a new service graph; only the workspace, the index and the model last. */
    @Override
    public void reopen() {
        documentsEmbedded = 0;
    }

    @Override
    public BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode) {
        ingest(mode == SearchMode.LEXICAL ? Vectors.SKIPPED : Vectors.COMPUTED);
        ModeReport report = new GoldenBenchmark(core().search()).run(queries, List.of(mode)).modes().get(0);
        return new BenchOutcome(report.overall().queries(), report.overall().recallAt5(),
                report.misses().stream().map(m -> m.query().id()).toList());
    }

    @Override
    public void deleteIndex() {
        index = new InMemoryStore();
    }

    @Override
    public void changeModel() {
        embedder.changeModel("fake-v2");
    }

    @Override
    public int documentsEmbeddedDuringLastCommand() {
        return documentsEmbedded;
    }

    @Override
    public Path workspaceFolder() {
        return WORKSPACE;
    }

    @Override
    public Path scratchFolder() {
        return SCRATCH;
    }

    @Override
    public void importSessionsFrom(String harness, Path folder) {
        core().configureSessions().add(harness, Optional.of(folder.toString()), Optional.of(WORKSPACE.toString()),
                Optional.empty());
    }

    /** The session's lines as its harness writes them: Codex's rollout opens with a line of the session's facts. */
    @Override
    public void sessionRan(String harness, Path folder, String id, List<TranscriptFiles.Turn> turns) {
        List<InMemoryTranscripts.Line> lines = new ArrayList<>();
        if (harness.equals(TranscriptFiles.CODEX)) {
            lines.add(new InMemoryTranscripts.Bookkeeping());
        }
        for (int i = 0; i < turns.size(); i++) {
            lines.add(new InMemoryTranscripts.User(TranscriptFiles.time(i, 0), turns.get(i).prompt()));
            lines.add(new InMemoryTranscripts.Assistant(TranscriptFiles.time(i, 20), turns.get(i).reply()));
        }
        transcripts.stream().filter(reader -> reader.harness().equals(harness)).findFirst().orElseThrow()
                .write(folder.resolve(id + ".jsonl").toString(), id, WORKSPACE.toString(), "main", lines);
    }

    @Override
    public void runCommandLine(List<String> arguments) {
        throw new UnsupportedOperationException("the in-memory loop has no command line; tag the scenario @cli-only");
    }

    /** The use cases as the composition root wires them, over this scenario's fakes. */
    private Composition core() {
        return Composition.over(workspace, index, embedder, paths -> paths.stream()
                .filter(removedFromRepository::contains).collect(Collectors.toSet()), List.copyOf(transcripts),
                sessionSources, sessionArchive);
    }

    private <T> T counting(Supplier<T> command) {
        int before = embedder.documentsEmbedded();
        try {
            return command.get();
        } finally {
            documentsEmbedded = embedder.documentsEmbedded() - before;
        }
    }

    private static <T> T refusingWithoutIndex(Supplier<T> command) {
        try {
            return command.get();
        } catch (IndexMissingException e) {
            throw new Refused(Refused.Reason.NO_INDEX, List.of(e.getMessage()));
        }
    }

    private static Warning warning(Notice notice) {
        Warning.Kind kind;
        if (notice instanceof Notice.IndexBehind) {
            kind = Warning.Kind.INDEX_BEHIND;
        } else if (notice instanceof Notice.NoVectors || notice instanceof Notice.VectorsMissing) {
            kind = Warning.Kind.VECTORS_MISSING;
        } else if (notice instanceof Notice.NothingMatchedWell) {
            kind = Warning.Kind.NOTHING_MATCHED_WELL;
        } else {
            kind = Warning.Kind.OTHER;
        }
        return new Warning(kind, notice.describe());
    }

    private static Hit hit(SearchResult result, FusedHit fused) {
        Map<Leg, Integer> ranks = new EnumMap<>(Leg.class);
        fused.legs().forEach((leg, score) -> ranks.put(leg, score.rank()));
        return new Hit(fused.chunk().path(), fused.chunk().headingPath(), fused.chunk().startLine(),
                fused.chunk().endLine(), ranks, fused.session(),
                fused.session().flatMap(session -> fused.chunk().transcript()),
                result.duplicates(fused).stream().map(Similar::path).toList());
    }
}
