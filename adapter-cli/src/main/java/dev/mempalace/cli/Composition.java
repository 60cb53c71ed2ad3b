package dev.mempalace.cli;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.adapter.sqlite.SqliteNativeLibrary;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.ReconcileIndex;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.ReconcileService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.WarnOnDrift;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

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
        return new Composition(new MarkdownNoteSource(settings.workspace(), settings.index()),
                SqliteIndexStore.at(settings.index()), model, model);
    }

    /** The same core over ports that add their time to {@code timings}, for {@code --timings}. */
    static Composition timed(Settings settings, Timings timings) {
        checkWorkspace(settings.workspace());
        OnnxEmbedder model = model(settings);
        IndexStore store = SqliteIndexStore.at(prepared(settings), SqliteIndexStore.WRITER_WAIT,
                nanos -> timings.add(SearchPhases.VECTOR_LOAD, nanos));
        return new Composition(new TimedNoteSource(new MarkdownNoteSource(settings.workspace(), settings.index()),
                timings), new TimedIndexStore(store, timings), model, new TimedEmbedder(model, timings));
    }

    /** The model the settings choose, found and loaded on first use. */
    static OnnxEmbedder model(Settings settings) {
        if (settings.modelDir().isPresent()) {
            return OnnxEmbedder.fromDirectory(settings.modelDir().get());
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

    /** Tokens the model has been fed so far, for throughput figures. */
    long tokensEmbedded() {
        return model.tokensEmbedded();
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

    /** The optional timings of a command, as the composition it gets. */
    static Composition open(Settings settings, Optional<Timings> timings) {
        return timings.map(t -> timed(settings, t)).orElseGet(() -> open(settings));
    }
}
