package dev.mempalace.adapter.mcp;

import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.domain.note.SourceKind;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

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
    private static final String CHECK = "check_memory";

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

    private final List<Tool> tools;

    public MemoryTools(MemoryUseCases memory) {
        ToolHandlers handlers = new ToolHandlers(memory);
        this.tools = List.of(
                new Tool(SEARCH, "Search memory", "Search the user's long-term memory: Markdown notes that agents "
                        + "and people wrote about this user's projects, decisions, fixes and conventions. Call it "
                        + "before starting a task, and whenever past knowledge could help. Matches both words and "
                        + "meaning; returns the best chunk of each note with its path and line range (read more "
                        + "with read_note). A note that nearly duplicates a better hit is not a hit of its own: it is "
                        + "listed in that hit's duplicates (path, title, similarity); check_memory lists every such "
                        + "pair. The index is brought up to date with the notes on disk first.",
                        Schema.object()
                                .required("query", Schema.string("What to look for, in words or as a question."))
                                .optional("limit", Schema.integer("How many notes to return (default "
                                        + ToolHandlers.DEFAULT_LIMIT + ").", 1, ToolHandlers.MAX_LIMIT))
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
                                .optional("source", Schema.choice("notes (only notes written as notes) or sessions "
                                        + "(only the agents' imported session transcripts); default both. A session "
                                        + "hit carries a session object: harness, id, project, branch, transcript "
                                        + "and the transcript's startLine and endLine.", Arrays.stream(
                                                SourceKind.values()).map(SourceKind::label).toList()))
                                .optional("project", Schema.string("Only notes and sessions about this project "
                                        + "folder or a folder inside it: an absolute path, e.g. the current working "
                                        + "directory (a relative one is taken from the server's)."))
                                .build(), Effect.READS, (arguments, client) -> handlers.search(arguments)),
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
                                .build(), Effect.READS, (arguments, client) -> handlers.read(arguments)),
                new Tool(REMEMBER, "Remember", "Save something worth knowing next time as a new note of the "
                        + "user's memory: a decision and its reason, a fix that worked, a convention, a pitfall. "
                        + "Write one self-contained topic per note, with a specific title; it is searchable at "
                        + "once, by every agent of this user. Never overwrites a note. When a fact changed, do not "
                        + "repeat it in a new note beside the old one: name the old note in supersedes, which retires "
                        + "it; the answer's similar lists notes that already say much the same, to supersede next "
                        + "time instead of repeating.",
                        Schema.object()
                                .required("title", Schema.string("A short, specific title, e.g. 'Gradle build "
                                        + "fails behind the proxy: set JAVA_TOOL_OPTIONS'."))
                                .required("body", Schema.string("The note in Markdown: what was learned, why, "
                                        + "and where it applies."))
                                .optional("tags", Schema.strings("Keywords to filter by later, e.g. the project "
                                        + "name and the topic."))
                                .optional("folder", Schema.string("Workspace-relative folder to put the note in "
                                        + "(default: the top of the memory)."))
                                .optional("supersedes", Schema.strings("Paths of notes this one replaces, as "
                                        + "search_memory returns them: they leave search answers (their files are "
                                        + "kept as they are)."))
                                .build(), Effect.ADDS, handlers::remember),
                new Tool(STATUS, "Memory status", "Where the memory is (its folder and index), how many notes and "
                        + "chunks it holds, how many chunks lack a vector, the embedding model, and how many "
                        + "notes on disk changed since the index last saw them.",
                        Schema.object().build(), Effect.READS, (arguments, client) -> handlers.status()),
                new Tool(SYNC, "Sync the index", "Import new and grown agent sessions of the configured "
                        + "sources, bring the index up to date with the notes on disk now, and "
                        + "compute missing vectors; reports how many notes were added, changed and removed. "
                        + "search_memory already does this before it answers, so call it only when asked, when a "
                        + "warning says to, or when no index exists yet.",
                        Schema.object().build(), Effect.SYNCS, (arguments, client) -> handlers.sync()),
                new Tool(CHECK, "Check the memory", "Check the notes for rot, changing nothing: duplicates (exact, "
                        + "and near: alike in meaning and wording), links to no note, orphans, knots in "
                        + "supersession (chains, cycles, a note superseded by a retired one), stale notes (naming a "
                        + "file the repository no longer has, or old and unread) and notes never retrieved. Act on a "
                        + "finding with remember and supersedes, never by repeating a note.",
                        Schema.object()
                                .optional("staleDays", Schema.integer("A note dated more than this many days ago "
                                        + "and not retrieved since is stale (default 365).", 1, Integer.MAX_VALUE))
                                .optional("unusedDays", Schema.integer("A note no answer returned in this many "
                                        + "days is never retrieved (default 90).", 1, Integer.MAX_VALUE))
                                .build(), Effect.READS, (arguments, client) -> handlers.check(arguments)));
    }

    /** Every tool, in the order a client lists them. */
    List<Tool> tools() {
        return tools;
    }

    /** Whether a tool of that name exists. */
    boolean has(String name) {
        return tools.stream().anyMatch(tool -> tool.name().equals(name));
    }

    /** What a call of a tool that does not exist is told: the name it asked for, and the names there are. */
    String unknown(String name) {
        return "no tool named " + name + "; the tools are "
                + String.join(", ", tools.stream().map(Tool::name).toList());
    }

    /** Calls a tool by name; whatever goes wrong becomes a tool error of one line, never an exception. */
    Answer call(String name, Map<String, Object> arguments, Optional<String> client) {
        Optional<Tool> tool = tools.stream().filter(t -> t.name().equals(name)).findFirst();
        if (tool.isEmpty()) {
            return Answer.failure(unknown(name));
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
}
