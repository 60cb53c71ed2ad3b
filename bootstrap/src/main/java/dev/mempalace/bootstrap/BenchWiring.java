package dev.mempalace.bootstrap;

import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.command.BenchHost;
import dev.mempalace.benchmark.command.BenchSettings;
import dev.mempalace.benchmark.command.Launcher;
import dev.mempalace.benchmark.command.ModelWorkbench;
import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import dev.mempalace.domain.note.ContentHash;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** The {@code bench} command's host: the driver's context, with the use cases and indexes wired here. */
final class BenchWiring implements BenchHost {

    private final BenchContext context;

    BenchWiring(BenchContext context) {
        this.context = context;
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
        return Composition.open(context.settings().withWorkspace(at.workspace()).withIndex(at.index())).bench();
    }

    @Override
    public ModelWorkbench workbench() {
        return new SharedModelWorkbench(context.settings());
    }

    @Override
    public ScaleStore scaleStore() {
        Settings settings = context.settings();
        return new ScaleStore() {
            @Override
            public IndexStore open(Path indexFile) {
                return Adapters.store(settings.withIndex(indexFile));
            }

            @Override
            public SearchMemory search(IndexStore store, NoteSource source, Embedder embedder) {
                return Composition.reading(source, store, embedder).search();
            }
        };
    }

    @Override
    public SessionWorkbench sessionWorkbench() {
        return new SessionBenchWiring(context.settings());
    }

    @Override
    public SecretRedactor redactor() {
        return Adapters.redactor();
    }

    @Override
    public Launcher launcher() {
        return new Launcher(context.launcher(), context.launcherLabel(), context.startVariable(),
                context.java());
    }

    /** Loads the model of its settings once for every bench it opens, and closes it with itself. */
    private static final class SharedModelWorkbench implements ModelWorkbench {

        private final Settings settings;
        private final OnnxEmbedder model;

        SharedModelWorkbench(Settings settings) {
            this.settings = settings;
            this.model = Adapters.model(settings);
        }

        @Override
        public Workbench.Bench open(Path workspace, Path indexFile) {
            return Composition.sharing(settings.withWorkspace(workspace).withIndex(indexFile), model).bench();
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
