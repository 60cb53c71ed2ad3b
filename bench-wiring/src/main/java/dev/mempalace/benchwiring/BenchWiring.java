package dev.mempalace.benchwiring;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.command.BenchCommand;
import dev.mempalace.benchmark.command.BenchHost;
import dev.mempalace.benchmark.command.BenchSettings;
import dev.mempalace.benchmark.command.Launcher;
import dev.mempalace.benchmark.command.ModelWorkbench;
import dev.mempalace.benchmark.scale.FileScaleStore;
import dev.mempalace.benchmark.scale.ScaleSearch;
import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.IndexLocation;
import dev.mempalace.bootstrap.Settings;
import dev.mempalace.bootstrap.SharedModel;
import dev.mempalace.bootstrap.Wiring;
import dev.mempalace.domain.note.ContentHash;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The {@code bench} command's host: the driver's context, with the use cases and indexes wired here. */
public final class BenchWiring implements BenchHost {

    private final BenchContext context;

    BenchWiring(BenchContext context) {
        this.context = context;
    }

    /**
     * The {@code bench} command (a picocli command object) for the driver that hosts it: the host adds it to its own
     * command line without knowing the benchmark's classes.
     */
    public static Object command(BenchContext context) {
        return new BenchCommand(new BenchWiring(context));
    }

    /** The use cases over {@code core}, as a benchmark's bench that closes it. */
    static Workbench.Bench bench(Composition core) {
        return new Workbench.Bench(core.ingest(), core.embed(), core.uncounted(), core.configureSessions(),
                core.importSessions(), core::close);
    }

    @Override
    public BenchSettings settings() {
        Settings settings = context.settings();
        // The label keeps each model's work folder apart, so int8 and fp32 runs keep their own indexes.
        String label = settings.modelDir().map(d -> "dir-" + ContentHash.of(d.toString()).substring(0, 12))
                .orElse(settings.variant());
        List<String> options = settings.modelDir().map(d -> List.of("--model-dir", d.toString()))
                .orElse(List.of("--model", settings.variant()));
        return new BenchSettings(settings.workspace(), settings.indexFile(), settings.cache(), label, options);
    }

    @Override
    public boolean workspaceGiven() {
        return context.workspaceGiven();
    }

    @Override
    public boolean indexGiven() {
        return context.indexGiven();
    }

    @Override
    public Path defaultIndex(Path workspace) {
        return Settings.defaultIndex(workspace);
    }

    @Override
    public Optional<String> indexService() {
        return context.settings().index().keyed(Optional.empty()).map(IndexLocation::toString);
    }

    @Override
    public PrintWriter out() {
        return context.out();
    }

    @Override
    public PrintWriter err() {
        return context.err();
    }

    @Override
    public EmbedProgress progress(String task, String unit) {
        return context.progress(task, unit);
    }

    @Override
    public Workbench.Bench open(BenchSettings at) {
        return bench(Composition.open(at(context.settings(), at.workspace(), at.index(), at.store())));
    }

    /** The settings of a bench over {@code workspace}: its index file, or store {@code store} of the Solr index. */
    static Settings at(Settings base, Path workspace, Path index, Optional<String> store) {
        if (store.isEmpty()) {
            return base.withWorkspace(workspace).withIndex(index);
        }
        IndexLocation keyed = base.index().keyed(store).orElseThrow(() -> new IllegalStateException(
                "a bench store needs an index of stores by key, such as a solr: one, not " + base.index()));
        return new Settings(workspace, keyed, base.modelDir(), base.variant(), base.cache());
    }

    @Override
    public ModelWorkbench workbench() {
        return new SharedModelWorkbench(context.settings(), Optional.empty());
    }

    @Override
    public ModelWorkbench workbench(String key) {
        return new SharedModelWorkbench(context.settings(), Optional.of(key));
    }

    @Override
    public List<ScaleStore> scaleStores(Path dir) {
        return scaleStores(context.settings(), dir);
    }

    /** SQLite files in {@code dir}, then, when the settings' index is a SolrCloud one, stores of its collection. */
    static List<ScaleStore> scaleStores(Settings settings, Path dir) {
        ScaleSearch search = (store, source, embedder) -> Composition.reading(source, store, embedder).uncounted();
        ScaleStore files = new FileScaleStore(dir, file -> Wiring.store(settings.withIndex(file)), search);
        return settings.index().keyed(Optional.empty()).isPresent()
                ? List.of(files, new KeyedScaleStore(settings, search)) : List.of(files);
    }

    @Override
    public SessionWorkbench sessionWorkbench() {
        return new SessionBenchWiring(context.settings());
    }

    @Override
    public TranscriptWriters transcripts() {
        return new TranscriptWriters(Wiring.transcriptWriters());
    }

    @Override
    public SecretRedactor redactor() {
        return Wiring.redactor();
    }

    @Override
    public Launcher launcher() {
        return new Launcher(context.launcher(), context.launcherLabel(), context.startVariable(),
                context.java());
    }

    /**
     * Loads the model of its settings once for every bench it opens (over their index files, or all over one store
     * of the Solr index), and closes it with itself.
     */
    private static final class SharedModelWorkbench implements ModelWorkbench {

        private final Settings settings;
        private final Optional<String> store;
        private final SharedModel model;

        SharedModelWorkbench(Settings settings, Optional<String> store) {
            this.settings = settings;
            this.store = store;
            this.model = new SharedModel(settings);
        }

        @Override
        public Workbench.Bench open(Path workspace, Path indexFile) {
            return bench(model.core(at(settings, workspace, indexFile, store)));
        }

        @Override
        public long tokensEmbedded() {
            return model.tokensEmbedded();
        }

        @Override
        public void close() {
            model.close();
        }
    }
}
