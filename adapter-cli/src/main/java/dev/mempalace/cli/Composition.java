package dev.mempalace.cli;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.mcp.MemoryServer;
import dev.mempalace.adapter.mcp.MemoryUseCases;
import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.adapter.sqlite.SqliteNativeLibrary;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.in.ReconcileIndex;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.ReadNoteService;
import dev.mempalace.application.service.ReconcileService;
import dev.mempalace.application.service.RememberService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.SyncOnDrift;
import dev.mempalace.application.service.WarnOnDrift;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.command.ModelWorkbench;
import dev.mempalace.benchmark.scale.ScaleStore;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.ObjLongConsumer;

/**
 * The composition root, the only place in MemPalace that instantiates adapters and services. One composition is
 * the core a driver holds for as long as it runs: the workspace, the index store (opened on its first session,
 * read sessions at any time, one writer at a time across processes) and the model (loaded on first use). Every
 * use case it hands out opens the sessions it needs per request.
 */
public final class Composition implements AutoCloseable {

    private final NoteSource source;
    private final IndexStore store;
    private final OnnxEmbedder model;
    private final Embedder embedder;

    private Composition(NoteSource source, IndexStore store, OnnxEmbedder model, Embedder embedder) {
        this.source = source;
        this.store = store;
        this.model = model;
        this.embedder = embedder;
    }

    /** The core over the settings' workspace, index and model; nothing is opened or loaded before it is needed. */
    public static Composition open(Settings settings) {
        checkWorkspace(settings.workspace());
        OnnxEmbedder model = model(settings);
        return new Composition(new MarkdownNoteSource(settings.workspace(), settings.index(), model.tokenCounter()),
                SqliteIndexStore.at(prepared(settings)), model, model);
    }

    /** The same core over ports that add their time to {@code timings}, for {@code --timings}. */
    static Composition timed(Settings settings, Timings timings) {
        checkWorkspace(settings.workspace());
        OnnxEmbedder model = model(settings);
        IndexStore store = SqliteIndexStore.at(prepared(settings), SqliteIndexStore.WRITER_WAIT,
                nanos -> timings.add(SearchPhases.VECTOR_LOAD, nanos));
        NoteSource source = new MarkdownNoteSource(settings.workspace(), settings.index(), model.tokenCounter());
        return new Composition(new TimedNoteSource(source, timings), new TimedIndexStore(store, timings), model,
                new TimedEmbedder(model, () -> model.load().map(ModelLoad::tokenizer),
                        () -> model.load().map(ModelLoad::session), timings));
    }

    /** The model the settings choose, found and loaded on first use. */
    static OnnxEmbedder model(Settings settings) {
        if (settings.modelDir().isPresent()) {
            return OnnxEmbedder.fromDirectory(settings.modelDir().get(), settings.cache().resolve("models"));
        }
        ModelVariant variant = settings.variant().equals(Settings.FP32) ? ModelVariant.FP32 : ModelVariant.INT8;
        return OnnxEmbedder.bundled(variant, settings.cache().resolve("models"));
    }

    /** Search as a command does it: disk compared with the index, and differences warned about, never synced. */
    public SearchMemory search() {
        return new SearchService(source, store, embedder, new WarnOnDrift(source, store));
    }

    public IngestNotes ingest() {
        return new IngestService(source, store, embed());
    }

    public EmbedChunks embed() {
        return new EmbedService(source, embedder, store);
    }

    public ReconcileIndex reconcile() {
        return new ReconcileService(source, store);
    }

    public ReportStatus status() {
        return new StatusService(source, store, embedder);
    }

    /** Writes a new note, then indexes and embeds it, so the next search finds it. */
    public RememberNote remember() {
        return new RememberService(source, ingest(), embed(), Clock.systemDefaultZone());
    }

    /** Reads a note's lines from the workspace. */
    public ReadNote readNote() {
        return new ReadNoteService(source);
    }

    @Override
    public void close() {
        try {
            model.close();
        } finally {
            store.close();
        }
    }

    private static Path prepared(Settings settings) {
        SqliteNativeLibrary.cacheIn(settings.cache().resolve("native"));
        return settings.index();
    }

    private static void checkWorkspace(Path workspace) {
        if (!Files.isDirectory(workspace)) {
            throw new WorkspaceUnreadableException("workspace " + workspace + " does not exist or is not a folder");
        }
        if (!Files.isReadable(workspace)) {
            throw new WorkspaceUnreadableException("workspace " + workspace + " cannot be read");
        }
    }

    // ---- benchmark ports ----

    /** The use cases over this composition, as a benchmark's bench that closes it. */
    Workbench.Bench bench() {
        return new Workbench.Bench(ingest(), embed(), search(), this::close);
    }

    /** The benchmarks' workbench: each bench a core over its own workspace and index, all sharing one model. */
    static ModelWorkbench benchWorkbench(Settings settings) {
        return new SharedModelWorkbench(settings);
    }

    /** The scale benchmark's index store and search, as the product wires them. */
    static ScaleStore benchScaleStore(Settings settings) {
        return new ScaleStore() {
            @Override
            public IndexStore open(Path indexFile) {
                return SqliteIndexStore.at(prepared(settings.withIndex(indexFile)));
            }

            @Override
            public SearchMemory search(IndexStore store, NoteSource source, Embedder embedder) {
                return new SearchService(source, store, embedder, new WarnOnDrift(source, store));
            }
        };
    }

    /** Loads the model of its settings once for every bench it opens, and closes it with itself. */
    private static final class SharedModelWorkbench implements ModelWorkbench {

        private final Settings settings;
        private final OnnxEmbedder model;

        SharedModelWorkbench(Settings settings) {
            this.settings = settings;
            this.model = model(settings);
        }

        @Override
        public Bench open(Path workspace, Path indexFile) {
            Settings at = settings.withWorkspace(workspace).withIndex(indexFile);
            checkWorkspace(at.workspace());
            MarkdownNoteSource source = new MarkdownNoteSource(at.workspace(), at.index(), model.tokenCounter());
            IndexStore store = SqliteIndexStore.at(prepared(at));
            Composition core = new Composition(source, store, model, model);
            // The model outlives each bench: only the bench's own store closes with it.
            return new Workbench.Bench(core.ingest(), core.embed(), core.search(), store::close);
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

    // ---- MCP server ----

    /** The use cases of a long-lived MCP server: its search brings the index up to date before it reads. */
    MemoryUseCases mcpUseCases(Settings settings) {
        SearchMemory search = new SearchService(source, store, embedder,
                new SyncOnDrift(new WarnOnDrift(source, store), ingest(), embed()));
        return new MemoryUseCases(search, readNote(), remember(), status(), ingest(), settings.workspace(),
                settings.index());
    }

    /** Serves MCP over this core on the streams until the client closes its input, timing each tool call. */
    void serveMcp(Settings settings, String version, ObjLongConsumer<String> callTimes, InputStream in,
            OutputStream out) throws InterruptedException {
        new MemoryServer(mcpUseCases(settings), version, callTimes).serve(in, out);
    }
}
