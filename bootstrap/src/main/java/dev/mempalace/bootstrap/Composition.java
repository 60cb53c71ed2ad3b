package dev.mempalace.bootstrap;

import dev.mempalace.adapter.mcp.MemoryServer;
import dev.mempalace.adapter.mcp.MemoryUseCases;
import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
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
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IndexCopyService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.CountedRead;
import dev.mempalace.application.service.CountedSearch;
import dev.mempalace.application.service.DoctorService;
import dev.mempalace.application.service.ReadNoteService;
import dev.mempalace.application.service.ReconcileService;
import dev.mempalace.application.service.RememberService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.SessionImportService;
import dev.mempalace.application.service.SessionRedaction;
import dev.mempalace.application.service.SessionSourcesService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.SyncOnDrift;
import dev.mempalace.application.service.WarnOnDrift;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.command.BenchCommand;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Clock;
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
        Adapters.checkWorkspace(settings.workspace());
        OnnxEmbedder model = Adapters.model(settings);
        return new Composition(Adapters.source(settings, model), Adapters.writer(settings), Adapters.store(settings),
                model, Adapters.sessions(settings), Tending.of(settings), model::close);
    }

    /** The same core over ports that add their time to {@code timings}, for {@code --timings}. */
    public static Composition timed(Settings settings, PhaseClock timings) {
        Adapters.checkWorkspace(settings.workspace());
        OnnxEmbedder model = Adapters.model(settings);
        IndexStore store = Adapters.store(settings, nanos -> timings.add(SearchPhases.VECTOR_LOAD, nanos));
        NoteSource source = new TimedNoteSource(Adapters.source(settings, model), timings);
        Embedder embedder = new TimedEmbedder(model, () -> model.load().map(ModelLoad::tokenizer),
                () -> model.load().map(ModelLoad::session), timings);
        return new Composition(source, Adapters.writer(settings), new TimedIndexStore(store, timings), embedder,
                Adapters.sessions(settings), Tending.of(settings), model::close);
    }

    /**
     * The core over ports given by the caller (the in-memory fakes of a test): notes read and written in one place,
     * closing nothing but the store.
     */
    public static <N extends NoteSource & NoteWriter> Composition over(N notes, IndexStore store, Embedder embedder) {
        return over(notes, store, embedder, Tending.none().repository());
    }

    /** The same, around a git repository of the caller's (a test's fake). */
    public static <N extends NoteSource & NoteWriter> Composition over(N notes, IndexStore store, Embedder embedder,
            RepositoryFiles repository) {
        return new Composition(notes, notes, store, embedder, SessionPorts.none(Adapters.redactor()),
                new Tending(repository, Tending.OFF), () -> { });
    }

    /** A core that only reads and searches the notes of {@code source} (a benchmark's synthetic corpus). */
    static Composition reading(NoteSource source, IndexStore store, Embedder embedder) {
        NoteWriter none = draft -> {
            throw new IllegalStateException("this core only reads notes");
        };
        return new Composition(source, none, store, embedder, SessionPorts.none(Adapters.redactor()), Tending.none(),
                () -> { });
    }

    /** A core over its own workspace and index that shares a model loaded elsewhere, which outlives it. */
    static Composition sharing(Settings settings, OnnxEmbedder model) {
        return sharing(settings, model, model);
    }

    /**
     * A core whose notes are chunked with the tokenizer of a model loaded elsewhere, which outlives it, but
     * embedded by {@code embedder}.
     */
    static Composition sharing(Settings settings, OnnxEmbedder model, Embedder embedder) {
        Adapters.checkWorkspace(settings.workspace());
        return new Composition(Adapters.source(settings, model), Adapters.writer(settings), Adapters.store(settings),
                embedder, Adapters.sessions(settings), Tending.of(settings), () -> { });
    }

    /**
     * A core over a model and a store that outlive it ({@link WarmCores}): closing it closes neither. Notes are
     * chunked with {@code model}'s tokenizer and embedded by {@code embedder}.
     */
    static Composition kept(Settings settings, OnnxEmbedder model, Embedder embedder, IndexStore store) {
        return new Composition(Adapters.source(settings, model), Adapters.writer(settings), store, embedder,
                Adapters.sessions(settings), Tending.of(settings), () -> { });
    }

    /**
     * Loads, before any index is opened, what the first open of a SQLite index costs a process (the driver and its
     * native library from the cache folder {@code cache}, a first connection): for a short-lived command to
     * call on a thread of its own while it still reads its arguments. Opens no index and loads no model.
     */
    public static void warmUpIndex(Path cache) {
        Adapters.warmUpSqlite(cache);
    }

    /**
     * Loads, in the calling thread, what a search's first model load needs before it reads the model (the runtimes'
     * native libraries, and with {@code bundledModel} the bundled models' tokenizer), under the cache folder
     * {@code cache}; any failure is left for the load itself to report.
     */
    public static void warmUpModel(Path cache, boolean bundledModel) {
        Adapters.warmUpModel(cache, bundledModel);
    }

    /**
     * The {@code bench} command (a picocli command object) for the driver that hosts it, over this module's wiring:
     * the host adds it to its own command line without knowing the benchmark's classes.
     */
    public static Object benchCommand(BenchContext context) {
        return new BenchCommand(new BenchWiring(context));
    }

    /**
     * Search as a command does it: disk compared with the index, and differences warned about, never synced; the
     * notes it returns are counted as retrieved.
     */
    public SearchMemory search() {
        return new CountedSearch(uncounted(), tending.retrievals(), Clock.systemDefaultZone());
    }

    /** Search as a benchmark measures it: nothing counted. */
    private SearchMemory uncounted() {
        return new SearchService(source, store, embedder, new WarnOnDrift(source, store));
    }

    /** The memory's checkup: duplicates, broken links, orphans, supersession knots, stale and unused notes. */
    public CheckMemory check() {
        return new DoctorService(source, store, embedder, tending.repository(), tending.retrievals(),
                Clock.systemDefaultZone());
    }

    public IngestNotes ingest() {
        return new IngestService(source, store, embed());
    }

    public EmbedChunks embed() {
        return new EmbedService(source, embedder, store);
    }

    /**
     * Fills the index of {@code target} from this core's notes, taking every vector this core's index holds for its
     * model instead of embedding the chunk again; this index is only read.
     */
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
                Clock.systemDefaultZone());
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
        return new CountedRead(new ReadNoteService(source, store), tending.retrievals(), Clock.systemDefaultZone());
    }

    /** Serves MCP over this core on the streams until the client closes its input, timing each tool call. */
    public void serveMcp(Settings settings, String version, ObjLongConsumer<String> callTimes, InputStream in,
            OutputStream out) throws InterruptedException {
        // A long-lived server's search brings the index up to date before it reads.
        SearchMemory search = new CountedSearch(new SearchService(source, store, embedder,
                new SyncOnDrift(new WarnOnDrift(source, store), ingest(), embed())), tending.retrievals(),
                Clock.systemDefaultZone());
        MemoryUseCases useCases = new MemoryUseCases(search, readNote(), remember(), status(), ingest(),
                importSessions(), check(), settings.workspace(), settings.index().toString(), settings.index().file());
        new MemoryServer(useCases, version, callTimes).serve(in, out);
    }

    /** The use cases over this composition, as a benchmark's bench that closes it. */
    Workbench.Bench bench() {
        return new Workbench.Bench(ingest(), embed(), uncounted(), configureSessions(), importSessions(), this::close);
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
