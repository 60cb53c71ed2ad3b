package dev.mempalace.cli;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.adapter.sqlite.SqliteIndexFile;
import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import dev.mempalace.adapter.sqlite.SqliteLexicalIndex;
import dev.mempalace.adapter.sqlite.SqliteNativeLibrary;
import dev.mempalace.adapter.sqlite.SqliteNoteIndex;
import dev.mempalace.adapter.sqlite.SqliteVectorIndex;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.ReconcileIndex;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.ReconcileService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.command.ModelWorkbench;
import dev.mempalace.benchmark.scale.ScaleStore;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The composition root, the only place in MemPalace that instantiates adapters: it opens the index (read-only
 * for search, reconcile and status; for writing for ingest and embed) and wires the use-case services over it.
 */
public final class Composition implements AutoCloseable {

    private final SqliteIndexFile file;
    private final MarkdownNoteSource source;
    private final SqliteNoteIndex notes;
    private final SqliteVectorIndex vectors;
    private final OnnxEmbedder embedder;
    private final boolean ownsEmbedder;
    private final SqliteLexicalIndex lexical;

    private Composition(Settings settings, SqliteIndexFile file, OnnxEmbedder embedder, boolean ownsEmbedder) {
        this.file = file;
        this.source = new MarkdownNoteSource(settings.workspace(), settings.index());
        this.notes = new SqliteNoteIndex(file);
        this.lexical = new SqliteLexicalIndex(file);
        this.vectors = new SqliteVectorIndex(file);
        this.embedder = embedder;
        this.ownsEmbedder = ownsEmbedder;
    }

    /** Opens an existing index read-only; it never creates or changes the file. */
    public static Composition reading(Settings settings) {
        checkWorkspace(settings.workspace());
        checkIndexExists(settings.index());
        return new Composition(settings, index(settings, Access.READ), model(settings), true);
    }

    /** Opens the index for writing, creating it when {@code create} and it does not exist yet. */
    public static Composition writing(Settings settings, boolean create) {
        checkWorkspace(settings.workspace());
        if (!create) {
            checkIndexExists(settings.index());
        }
        return new Composition(settings, index(settings, Access.WRITE), model(settings), true);
    }

    /**
     * Opens (creating if need be) the index for writing with a model the caller shares between compositions and
     * closes itself, so that a benchmark over many small indexes loads the model once.
     */
    static Composition sharing(Settings settings, OnnxEmbedder model) {
        checkWorkspace(settings.workspace());
        return new Composition(settings, index(settings, Access.WRITE), model, false);
    }

    /** The model the settings choose, found and loaded on first use. */
    static OnnxEmbedder model(Settings settings) {
        if (settings.modelDir().isPresent()) {
            return OnnxEmbedder.fromDirectory(settings.modelDir().get(), MarkdownNoteSource.FORMAT);
        }
        ModelVariant variant = settings.variant().equals(Settings.FP32) ? ModelVariant.FP32 : ModelVariant.INT8;
        return OnnxEmbedder.bundled(variant, settings.cache().resolve("models"), MarkdownNoteSource.FORMAT);
    }

    public SearchMemory search() {
        return new SearchService(source, notes, lexical, vectors, embedder);
    }

    /** The search use case over ports that add their time to {@code timings}, for {@code --timings}. */
    SearchMemory search(Timings timings) {
        SqliteVectorIndex loading = new SqliteVectorIndex(file, nanos -> timings.add(SearchPhases.VECTOR_LOAD, nanos));
        return new SearchService(new TimedNoteSource(source, timings), new TimedNoteIndex(notes, timings),
                (query, limit) -> timings.time(SearchPhases.LEXICAL, () -> lexical.search(query, limit)),
                new TimedVectorIndex(loading, timings), new TimedEmbedder(embedder,
                        () -> embedder.load().map(ModelLoad::tokenizer), () -> embedder.load().map(ModelLoad::session),
                        timings));
    }

    public IngestNotes ingest() {
        return new IngestService(source, notes, embed());
    }

    public EmbedChunks embed() {
        return new EmbedService(embedder, vectors);
    }

    public ReconcileIndex reconcile() {
        return new ReconcileService(source, notes);
    }

    public ReportStatus status() {
        return new StatusService(source, notes, vectors, embedder);
    }

    @Override
    public void close() {
        try {
            if (ownsEmbedder) {
                embedder.close();
            }
        } finally {
            file.close();
        }
    }

    private static SqliteIndexFile index(Settings settings, Access access) {
        SqliteNativeLibrary.cacheIn(settings.cache().resolve("native"));
        return SqliteIndexFile.open(settings.index(), access);
    }

    private static void checkWorkspace(Path workspace) {
        if (!Files.isDirectory(workspace)) {
            throw new WorkspaceUnreadableException("workspace " + workspace + " does not exist or is not a folder");
        }
        if (!Files.isReadable(workspace)) {
            throw new WorkspaceUnreadableException("workspace " + workspace + " cannot be read");
        }
    }

    private static void checkIndexExists(Path index) {
        if (!Files.exists(index)) {
            throw new IndexMissingException("no index at " + index + "; run mempalace ingest");
        }
    }

    // ---- benchmark ports ----

    /** The use cases over this composition, as a benchmark's bench that closes it. */
    Workbench.Bench bench() {
        return new Workbench.Bench(ingest(), embed(), search(), this::close);
    }

    /** The benchmarks' workbench: each bench a composition writing its own index, all sharing one model. */
    static ModelWorkbench benchWorkbench(Settings settings) {
        return new SharedModelWorkbench(settings);
    }

    /** The scale benchmark's index over the SQLite adapters, searched by the search service. */
    static ScaleStore benchScaleStore() {
        return new SqliteScaleStore();
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
            return sharing(settings.withWorkspace(workspace).withIndex(indexFile), model).bench();
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

    /** Opens an index file with the SQLite adapters, without the composition's workspace and model. */
    private static final class SqliteScaleStore implements ScaleStore {

        @Override
        public Opened open(Path indexFile, boolean write) {
            SqliteIndexFile file = SqliteIndexFile.open(indexFile, write ? Access.WRITE : Access.READ);
            SqliteNoteIndex notes = new SqliteNoteIndex(file);
            SqliteLexicalIndex lexical = new SqliteLexicalIndex(file);
            SqliteVectorIndex vectors = new SqliteVectorIndex(file);
            return new Opened(notes, vectors,
                    (source, embedder) -> new SearchService(source, notes, lexical, vectors, embedder), file::close);
        }
    }
}
