package dev.mempalace.acceptance.inmemory;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.adapter.cli.Wording;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.benchmark.GoldenBenchmark;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.ModeReport;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import io.cucumber.java.Before;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The real use-case services wired to the in-memory fakes of every out-port. */
public final class InMemoryDriver implements AppDriver {

    private InMemoryNoteSource workspace;
    private InMemoryStore index;
    private FakeEmbedder embedder;
    private int documentsEmbedded;

    @Before(order = 0)
    public void openEmptyWorkspace() {
        workspace = new InMemoryNoteSource();
        index = new InMemoryStore();
        embedder = new FakeEmbedder();
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

    @Override
    public IngestReport ingest(boolean embed) {
        return counting(() -> core().ingest().ingest(embed, EmbedProgress.NONE));
    }

    @Override
    public EmbedReport embed() {
        return counting(() -> refusingWithoutIndex(() -> core().embed().embed(EmbedProgress.NONE)));
    }

    @Override
    public SearchOutcome search(String query, SearchOptions options) {
        SearchResult result = counting(() -> refusingWithoutIndex(() -> search()
                .search(new SearchRequest(query, options.limit(), options.mode(), true, options.filter()))));
        return new SearchOutcome(result.mode(), result.hits().stream().map(InMemoryDriver::hit).toList(),
                result.notices().stream().map(Wording::of).toList());
    }

    @Override
    public Drift reconcile() {
        return counting(() -> refusingWithoutIndex(() -> core().reconcile().reconcile()));
    }

    @Override
    public BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode) {
        ingest(mode != SearchMode.LEXICAL);
        ModeReport report = new GoldenBenchmark(search())
                .run(queries, List.of(mode)).modes().get(0);
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
    public void runCommandLine(List<String> arguments) {
        throw new UnsupportedOperationException("the in-memory loop has no command line; tag the scenario @cli-only");
    }

    private SearchMemory search() {
        return core().search();
    }

    /** The use cases as the composition root wires them, over this scenario's fakes. */
    private Composition core() {
        return Composition.over(workspace, index, embedder);
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
            throw new Refused(Refused.Reason.NO_INDEX, List.of(Wording.of(e)));
        }
    }

    private static Hit hit(FusedHit fused) {
        Map<Leg, Integer> ranks = new EnumMap<>(Leg.class);
        fused.legs().forEach((leg, score) -> ranks.put(leg, score.rank()));
        return new Hit(fused.chunk().path(), fused.chunk().headingPath(), fused.chunk().startLine(),
                fused.chunk().endLine(), ranks);
    }
}
