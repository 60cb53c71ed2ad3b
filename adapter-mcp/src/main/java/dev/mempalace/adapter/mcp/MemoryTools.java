package dev.mempalace.adapter.mcp;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.FusedHit;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/**
 * The server's tools: each a name, a description and an input schema written for a model to read, and a handler
 * that calls one use case and answers with JSON (or numbered lines). A failure is a tool error of one line.
 */
public final class MemoryTools {

    private static final String SEARCH = "search_memory";
    private static final String READ = "read_note";
    private static final String REMEMBER = "remember";
    private static final String STATUS = "memory_status";
    private static final String SYNC = "sync";

    private static final int DEFAULT_LIMIT = 10;
    private static final int MAX_LIMIT = 50;

    /** What a call does to the memory: only reads it, brings the index up to date, or adds a note each time. */
    enum Effect {
        READS, SYNCS, ADDS;

        boolean readOnly() {
            return this == READS;
        }

        boolean idempotent() {
            return this != ADDS;
        }
    }

    /** One tool: what a model reads about it, what it does to the memory, and what answers a call. */
    record Tool(String name, String title, String description, Map<String, Object> inputSchema, Effect effect,
            BiFunction<Arguments, Optional<String>, Answer> handler) {
    }

    /** A tool's answer: the text a model reads, and the same facts as JSON (none for an error). */
    record Answer(String text, Map<String, Object> json, boolean error) {

        static Answer failure(String message) {
            return new Answer(message, Map.of(), true);
        }
    }

    private static final System.Logger LOG = System.getLogger(MemoryTools.class.getName());

    private final MemoryUseCases memory;
    private final McpJsonMapper json = McpJsonDefaults.getMapper();
    private final List<Tool> tools;

    public MemoryTools(MemoryUseCases memory) {
        this.memory = memory;
        this.tools = List.of(
                new Tool(SEARCH, "Search memory", "Search the user's long-term memory: Markdown notes that agents "
                        + "and people wrote about this user's projects, decisions, fixes and conventions. Call it "
                        + "before starting a task, and whenever past knowledge could help. Matches both words and "
                        + "meaning; returns the best chunk of each note with its path and line range (read more "
                        + "with read_note). The index is brought up to date with the notes on disk first.",
                        Schema.object()
                                .required("query", Schema.string("What to look for, in words or as a question."))
                                .optional("limit", Schema.integer("How many notes to return (default "
                                        + DEFAULT_LIMIT + ").", 1, MAX_LIMIT))
                                .optional("mode", Schema.choice("hybrid (words and meaning, the default), lexical "
                                        + "(words only) or vector (meaning only).", Arrays.stream(SearchMode.values())
                                        .map(SearchMode::label).toList()))
                                .optional("path", Schema.string("Only notes whose workspace-relative path starts "
                                        + "with this, e.g. runbooks/ or adr/."))
                                .optional("tags", Schema.strings("Only notes that carry every one of these tags "
                                        + "(any case)."))
                                .optional("since", Schema.date("Only notes dated on or after this day, "
                                        + "YYYY-MM-DD (a note's date is its front matter's, else its file's)."))
                                .optional("includeSuperseded", Schema.bool("Also return notes marked superseded, "
                                        + "deprecated or archived (default false); they rank below current ones."))
                                .build(), Effect.READS, (arguments, client) -> search(arguments)),
                new Tool(READ, "Read a note", "Read a note of the memory, whole or a range of its lines, numbered. "
                        + "Give the path as search_memory returns it (relative to the memory's folder); to read "
                        + "around a hit, pass its startLine and endLine.",
                        Schema.object()
                                .required("path", Schema.string("Workspace-relative path of a Markdown note, "
                                        + "e.g. notes/build.md."))
                                .optional("from", Schema.integer("First line to return, counted from 1 "
                                        + "(default 1).", 1, Integer.MAX_VALUE))
                                .optional("to", Schema.integer("Last line to return, included (default: the end "
                                        + "of the note).", 1, Integer.MAX_VALUE))
                                .build(), Effect.READS, (arguments, client) -> read(arguments)),
                new Tool(REMEMBER, "Remember", "Save something worth knowing next time as a new note of the "
                        + "user's memory: a decision and its reason, a fix that worked, a convention, a pitfall. "
                        + "Write one self-contained topic per note, with a specific title; it is searchable at "
                        + "once, by every agent of this user. Never overwrites a note.",
                        Schema.object()
                                .required("title", Schema.string("A short, specific title, e.g. 'Gradle build "
                                        + "fails behind the proxy: set JAVA_TOOL_OPTIONS'."))
                                .required("body", Schema.string("The note in Markdown: what was learned, why, "
                                        + "and where it applies."))
                                .optional("tags", Schema.strings("Keywords to filter by later, e.g. the project "
                                        + "name and the topic."))
                                .optional("folder", Schema.string("Workspace-relative folder to put the note in "
                                        + "(default: the top of the memory)."))
                                .build(), Effect.ADDS, this::remember),
                new Tool(STATUS, "Memory status", "Where the memory is (its folder and index), how many notes and "
                        + "chunks it holds, how many chunks lack a vector, the embedding model, and how many "
                        + "notes on disk changed since the index last saw them.",
                        Schema.object().build(), Effect.READS, (arguments, client) -> status()),
                new Tool(SYNC, "Sync the index", "Bring the index up to date with the notes on disk now, and "
                        + "compute missing vectors; reports how many notes were added, changed and removed. "
                        + "search_memory already does this before it answers, so call it only when asked, when a "
                        + "warning says to, or when no index exists yet.",
                        Schema.object().build(), Effect.SYNCS, (arguments, client) -> sync()));
    }

    /** Every tool, in the order a client lists them. */
    List<Tool> tools() {
        return tools;
    }

    /** Calls a tool by name; whatever goes wrong becomes a tool error of one line, never an exception. */
    Answer call(String name, Map<String, Object> arguments, Optional<String> client) {
        Optional<Tool> tool = tools.stream().filter(t -> t.name().equals(name)).findFirst();
        if (tool.isEmpty()) {
            return Answer.failure("no tool named " + name);
        }
        try {
            return tool.get().handler().apply(new Arguments(arguments), client);
        } catch (PortFailure failure) {
            return Answer.failure(ModelWording.of(failure));
        } catch (NoteRefused refused) {
            return Answer.failure(ModelWording.of(refused));
        } catch (IllegalArgumentException bad) {
            return Answer.failure(name + ": " + bad.getMessage());
        } catch (RuntimeException bug) {
            LOG.log(System.Logger.Level.ERROR, "tool " + name + " failed", bug);
            return Answer.failure(name + ": internal error: " + bug);
        }
    }

    private Answer search(Arguments arguments) {
        Optional<SearchMode> mode = arguments.optionalText("mode").map(MemoryTools::mode);
        int limit = arguments.optionalWholeNumber("limit").orElse(DEFAULT_LIMIT);
        if (limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be between 1 and " + MAX_LIMIT + ": " + limit);
        }
        NoteFilter filter = new NoteFilter(arguments.optionalText("path"), arguments.texts("tags"),
                arguments.optionalDate("since"), arguments.flag("includeSuperseded"));
        SearchResult result = memory.search().search(new SearchRequest(arguments.text("query"), limit, mode, true,
                filter));
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("query", result.query());
        root.put("mode", result.mode().label());
        root.put("results", result.hits().stream().map(this::hit).toList());
        root.put("warnings", result.notices().stream().map(ModelWording::of).toList());
        return answer(root);
    }

    private Map<String, Object> hit(FusedHit hit) {
        Chunk chunk = hit.chunk();
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("path", chunk.path());
        node.put("absolutePath", memory.absolute(chunk.path()));
        node.put("title", chunk.title());
        node.put("heading", chunk.headingPath());
        node.put("startLine", chunk.startLine());
        node.put("endLine", chunk.endLine());
        node.put("snippet", hit.snippet());
        node.put("score", hit.score());
        node.put("retired", hit.retired());
        Map<String, Object> ranks = new LinkedHashMap<>();
        hit.legs().forEach((leg, score) -> ranks.put(leg.label(), score.rank()));
        node.put("ranks", ranks);
        return node;
    }

    private static SearchMode mode(String label) {
        return Arrays.stream(SearchMode.values()).filter(m -> m.label().equals(label.toLowerCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("mode must be hybrid, lexical or vector: "
                        + label));
    }

    private Answer read(Arguments arguments) {
        String path = arguments.text("path");
        Optional<Integer> from = arguments.optionalWholeNumber("from");
        Optional<Integer> to = arguments.optionalWholeNumber("to");
        Optional<LineRange> range = from.isEmpty() && to.isEmpty() ? Optional.empty()
                : Optional.of(new LineRange(from.orElse(1), to.orElse(Integer.MAX_VALUE)));
        NoteLines lines = memory.read().read(path, range);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("path", lines.path());
        root.put("absolutePath", memory.absolute(lines.path()));
        root.put("from", lines.from());
        root.put("to", lines.to());
        root.put("total", lines.total());
        root.put("lines", lines.lines());
        return new Answer(numbered(lines), root, false);
    }

    /** The lines as a model reads them best: a header, then each line after its number and a tab. */
    private static String numbered(NoteLines lines) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s (lines %d-%d of %d)\n",
                lines.path(), lines.from(), lines.to(), lines.total()));
        for (int i = 0; i < lines.lines().size(); i++) {
            text.append(lines.from() + i).append('\t').append(lines.lines().get(i)).append('\n');
        }
        return text.toString();
    }

    private Answer remember(Arguments arguments, Optional<String> client) {
        NewNote note = new NewNote(arguments.text("title"), arguments.text("body"), arguments.texts("tags"),
                arguments.optionalText("folder"), client);
        Remembered remembered = memory.remember().remember(note);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("path", remembered.path());
        root.put("absolutePath", memory.absolute(remembered.path()));
        root.put("embedded", remembered.embedding().isPresent());
        root.put("warnings", Stream.concat(remembered.ingest().skipped().stream(),
                remembered.ingest().warnings().stream()).map(ModelWording::of).toList());
        return answer(root);
    }

    private Answer status() {
        StatusReport report = memory.status().status();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("workspace", memory.workspace().toString());
        root.put("index", memory.index().toString());
        root.put("notes", report.stats().notes());
        root.put("chunks", report.stats().chunks());
        root.put("chunksWithoutVectors", report.vectors().map(VectorCoverage::missing).orElse(null));
        root.put("fingerprint", report.fingerprint().map(Fingerprint::id).orElse(null));
        root.put("model", report.fingerprint().map(Fingerprint::model).orElse(null));
        root.put("variant", report.fingerprint().map(Fingerprint::variant).orElse(null));
        Drift drift = report.drift();
        root.put("drift", Map.of("added", drift.added().size(), "changed", drift.changed().size(),
                "deleted", drift.deleted().size()));
        return answer(root);
    }

    private Answer sync() {
        IngestReport report = memory.sync().ingest(true, EmbedProgress.NONE);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("added", report.added());
        root.put("changed", report.changed());
        root.put("removed", report.removed());
        root.put("touched", report.touched());
        root.put("unchanged", report.unchanged());
        root.put("chunks", report.chunks());
        root.put("skipped", report.skipped().stream().map(Notice::describe).toList());
        root.put("warnings", report.warnings().stream().map(ModelWording::of).toList());
        root.put("embedding", report.embedding().map(MemoryTools::embedding).orElse(null));
        return answer(root);
    }

    private static Map<String, Object> embedding(EmbedReport report) {
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("embedded", report.embedded());
        node.put("chunks", report.chunks());
        node.put("withVector", report.withVector());
        node.put("millis", report.millis());
        return node;
    }

    private Answer answer(Map<String, Object> root) {
        try {
            return new Answer(json.writeValueAsString(root), root, false);
        } catch (IOException e) {
            throw new UncheckedIOException("maps of strings, numbers and lists always serialise", e);
        }
    }
}
