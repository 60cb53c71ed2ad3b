package dev.mempalace.bootstrap;

import dev.mempalace.adapter.mcp.MemoryServer;
import dev.mempalace.adapter.mcp.MemoryUseCases;
import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.ModelUse;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.adapter.web.WebServer;
import dev.mempalace.adapter.web.WebUseCases;
import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.CheckMemory;
import dev.mempalace.application.port.in.CopyIndex;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.in.ReconcileIndex;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteWriter;
import dev.mempalace.application.port.out.RepositoryFiles;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.service.CountedRead;
import dev.mempalace.application.service.CountedSearch;
import dev.mempalace.application.service.DoctorService;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IndexCopyService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.LinkService;
import dev.mempalace.application.service.ReadNoteService;
import dev.mempalace.application.service.ReconcileService;
import dev.mempalace.application.service.RememberService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.SessionImportService;
import dev.mempalace.application.service.SessionRedaction;
import dev.mempalace.application.service.SessionSourcesService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.SyncOnDrift;
import dev.mempalace.application.service.TimelineService;
import dev.mempalace.application.service.WarnOnDrift;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.ObjLongConsumer;

/**
 * The composition root, the only place in MemPalace that instantiates services (and, through {@link Adapters},
 * adapters). One composition is the core a driver holds for as long as it runs: the workspace, the index store
 * (opened on its first session, read sessions at any time, one writer at a time across processes) and the model
 * (loaded on first use). Every use case it hands out opens the sessions it needs per request.
 */
public final class Composition implements AutoCloseable {

    private final NoteSource source;
    private final NoteWriter writer;
    private final IndexStore store;
    private final Embedder embedder;
    private final SessionPorts sessions;
    private final Tending tending;
    private final Runnable closeModel;

    private Composition(NoteSource source, NoteWriter writer, IndexStore store, Embedder embedder,
            SessionPorts sessions, Tending tending, Runnable closeModel) {
        this.source = source;
        this.writer = writer;
        this.store = store;
        this.embedder = embedder;
        this.sessions = sessions;
        this.tending = tending;
        this.closeModel = closeModel;
    }

    /** The core over the settings' workspace, index and model; nothing is opened or loaded before it is needed. */
    public static Composition open(Settings settings) {
        return open(settings, ModelUse.COMMAND);
    }

    /** The same for a server's many searches; {@code queriesOnly}: one that never embeds a note ({@link ModelUse}). */
    public static Composition serving(Settings settings, boolean queriesOnly) {
        return open(settings, queriesOnly ? ModelUse.QUERIES : ModelUse.SERVER);
    }

    private static Composition open(Settings settings, ModelUse use) {
        Adapters.checkWorkspace(settings.workspace());
        OnnxEmbedder model = Adapters.model(settings, use);
        return onSettings(settings, Adapters.source(settings, model), model, Adapters.store(settings), model::close);
    }

    /** The same core over ports that add their time to {@code timings}, for {@code --timings}. */
    public static Composition timed(Settings settings, PhaseClock timings) {
        Adapters.checkWorkspace(settings.workspace());
        OnnxEmbedder model = Adapters.model(settings);
        IndexStore store = Adapters.store(settings, nanos -> timings.add(SearchPhases.VECTOR_LOAD, nanos));
        NoteSource source = new TimedNoteSource(Adapters.source(settings, model), timings);
        Embedder embedder = new TimedEmbedder(model, () -> model.load().map(ModelLoad::tokenizer),
                () -> model.load().map(ModelLoad::session), timings);
        return onSettings(settings, source, embedder, new TimedIndexStore(store, timings), model::close);
    }

    /**
     * The core over ports given by the caller (a test's fakes, git repository, session readers, sources and archive):
     * notes read and written in one place, closing nothing but the store.
     */
    public static <N extends NoteSource & NoteWriter> Composition over(N notes, IndexStore store, Embedder embedder,
            RepositoryFiles repository, List<TranscriptReader> readers, SessionSources sources,
            SessionArchive archive) {
        return new Composition(notes, notes, store, embedder, new SessionPorts(readers, sources, archive,
                Adapters.redactor()), new Tending(repository, Tending.OFF), () -> { });
    }

    /** A core that only reads and searches the notes of {@code source} (a benchmark's synthetic corpus). */
    public static Composition reading(NoteSource source, IndexStore store, Embedder embedder) {
        NoteWriter none = draft -> {
            throw new IllegalStateException("this core only reads notes");
        };
        return new Composition(source, none, store, embedder, SessionPorts.none(Adapters.redactor()), Tending.none(),
                () -> { });
    }

    /** A core over its own workspace and index, chunking with a model that outlives it, embedding with another. */
    static Composition sharing(Settings settings, OnnxEmbedder model, Embedder embedder) {
        Adapters.checkWorkspace(settings.workspace());
        return kept(settings, model, embedder, Adapters.store(settings));
    }

    /** A core over a model and a store that outlive it ({@link WarmCores}): closing it closes neither. */
    static Composition kept(Settings settings, OnnxEmbedder model, Embedder embedder, IndexStore store) {
        return onSettings(settings, Adapters.source(settings, model), embedder, store, () -> { });
    }

    /** A core over the notes, sessions and repository the settings name, and the ports given. */
    private static Composition onSettings(Settings settings, NoteSource source, Embedder embedder, IndexStore store,
            Runnable closeModel) {
        return new Composition(source, Adapters.writer(settings), store, embedder, Adapters.sessions(settings),
                Adapters.tending(settings), closeModel);
    }

    /** Search as a command does it: drift warned about, never synced; the notes it returns counted as retrieved. */
    public SearchMemory search() {
        return new CountedSearch(uncounted(), tending.retrievals(), Clock.systemUTC());
    }

    /** Search as a benchmark measures it: nothing counted. */
    public SearchMemory uncounted() {
        return new SearchService(source, store, embedder, new WarnOnDrift(source, store));
    }

    /** The memory's checkup: duplicates, broken links, orphans, supersession knots, stale and unused notes. */
    public CheckMemory check() {
        return new DoctorService(source, store, embedder, tending.repository(), tending.retrievals(),
                Clock.systemUTC());
    }

    public IngestNotes ingest() {
        return new IngestService(source, store, embed());
    }

    public EmbedChunks embed() {
        return new EmbedService(source, embedder, store);
    }

    /** Fills {@code target}'s index from these notes, with this index's vectors of its model (this one only read). */
    public CopyIndex copyTo(Composition target) {
        return new IndexCopyService(source, embedder, store, target.store);
    }

    public ReconcileIndex reconcile() {
        return new ReconcileService(source, store);
    }

    public ReportStatus status() {
        return new StatusService(source, store, embedder);
    }

    /** Writes a new note, its secrets redacted, then indexes and embeds it, so the next search finds it. */
    public RememberNote remember() {
        return new RememberService(source, writer, sessions.redactor(), ingest(), embed(), store, embedder,
                Clock.systemUTC());
    }

    /** Imports the configured sources' sessions (or one transcript) into the workspace as notes. */
    public ImportSessions importSessions() {
        return new SessionImportService(sessions.readers(), sessions.sources(), sessions.archive(),
                new SessionRedaction(sessions.redactor()));
    }

    /** Which session sources the workspace imports. */
    public ConfigureSessions configureSessions() {
        return new SessionSourcesService(sessions.readers(), sessions.sources());
    }

    /** Reads a note's lines from the workspace. */
    public ReadNote readNote() {
        return new CountedRead(new ReadNoteService(source, store), tending.retrievals(), Clock.systemUTC());
    }

    /** Serves MCP over this core on the streams until the client closes its input, timing each tool call. */
    public void serveMcp(Settings settings, String version, ObjLongConsumer<String> callTimes, InputStream in,
            OutputStream out) throws InterruptedException {
        // A long-lived server's search brings the index up to date before it reads, its query embedded meanwhile.
        SearchMemory search = new CountedSearch(new SearchService(source, store, RecentQueryVectors.ahead(embedder),
                new SyncOnDrift(new WarnOnDrift(source, store), ingest(), embed())), tending.retrievals(),
                Clock.systemUTC());
        MemoryUseCases useCases = new MemoryUseCases(search, readNote(), remember(), status(), ingest(),
                importSessions(), check(), settings.workspace(), settings.index().toString());
        new MemoryServer(useCases, version, callTimes).serve(in, out);
    }

    /**
     * Serves the local page on the loopback at {@code port} (0: a free one), telling {@code started} its URL, until the
     * process ends or the calling thread is interrupted (returning with its flag set). The page only reads.
     */
    public void serveWeb(Settings settings, int port, Consumer<URI> started) throws IOException {
        // The page's searches embed a query beside the rest of the search and remember it: a person repeats searches.
        SearchMemory search = new CountedSearch(new SearchService(source, store,
                RecentQueryVectors.remembering(embedder), new WarnOnDrift(source, store)), tending.retrievals(),
                Clock.systemUTC());
        WebUseCases useCases = new WebUseCases(search, readNote(), new LinkService(source),
                new TimelineService(source), status(), check(), configureSessions(), settings.workspace(),
                settings.index().toString());
        try (WebServer server = WebServer.start(useCases, port)) {
            started.accept(server.url());
            new CountDownLatch(1).await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        try {
            closeModel.run();
        } finally {
            store.close();
        }
    }
}
