package dev.mempalace.acceptance.driver;

import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * MemPalace as a scenario sees it: a workspace of notes and what can be done with the memory over it. Each loop
 * supplies one implementation that translates into its way in; a request the application declines throws
 * {@link Refused}, and one that the way in cannot express throws {@link UnsupportedOperationException}, for a
 * scenario that its suite's tags should have left out.
 */
public interface AppDriver {

    /** Creates or replaces a note of the workspace. */
    void writeNote(String path, String markdown);

    void deleteNote(String path);

    /** Moves a note to another path, its text unchanged. */
    void moveNote(String from, String to);

    /** Makes a note impossible to read, while the index keeps what it had. */
    void makeUnreadable(String path);

    IngestReport ingest(Vectors vectors);

    /** Computes the vectors that chunks lack. */
    EmbedReport embed();

    SearchOutcome search(String query, SearchOptions options);

    /**
     * Each query searched in turn with the same options, each answered or failed on its own: one search after
     * another, unless the way in has a way to ask for many at once.
     */
    default List<EachSearch> searchEach(List<String> queries, SearchOptions options) {
        return queries.stream().map(query -> {
            try {
                return EachSearch.answered(search(query, options));
            } catch (RuntimeException e) {
                return EachSearch.failed(String.valueOf(e.getMessage()));
            }
        }).toList();
    }

    /**
     * Writes a new note with the title, body and tags, and indexes it; answers its workspace-relative path and the
     * warnings about it.
     */
    Remembering remember(String title, String body, List<String> tags);

    /** The name this way in writes into the notes it remembers, as who wrote them. */
    String writer();

    /** A note's lines, all or those asked for. */
    NoteLines read(String path, Optional<LineRange> lines);

    /** Names the notes on disk that are new, edited or deleted since the last ingest. */
    Drift reconcile();

    MemoryStatus status();

    /** The memory's checkup, as {@code mempalace doctor} gives it. */
    Checkup checkMemory();

    /** The git repository the workspace is (made one if need be) once held {@code file}, which a commit removed. */
    void removedFromRepository(String file);

    /** Opens the memory anew, as the next session or agent would, dropping whatever the last one held. */
    void reopen();

    /** Scores golden queries over the workspace in one mode, as {@code mempalace bench --queries} does. */
    BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode);

    /** Throws the index away, as a user deleting the cache would. */
    void deleteIndex();

    /** Switches to another embedding model, so that the stored vectors no longer fit. */
    void changeModel();

    /** How many documents (not queries) the embedder turned into vectors during the last request. */
    int documentsEmbeddedDuringLastCommand();

    /** The workspace's folder, as a session that ran in it names its working directory. */
    Path workspaceFolder();

    /** A folder of this scenario outside the workspace, for other programs' files (agents' transcripts). */
    Path scratchFolder();

    /**
     * Makes the memory import, from now on, the sessions of {@code harness} kept under {@code folder} that ran in
     * the workspace, as {@code mempalace sessions add} does.
     */
    void importSessionsFrom(String harness, Path folder);

    /**
     * Writes, or writes again grown, the transcript of session {@code id} of {@code harness} that ran in the
     * workspace, under {@code folder}, as the harness writes it: a file through its writer, unless the way in keeps
     * transcripts of its own.
     */
    default void sessionRan(String harness, Path folder, String id, List<TranscriptFiles.Turn> turns) {
        if (harness.equals(TranscriptFiles.CODEX)) {
            TranscriptFiles.codex(folder, id, workspaceFolder(), turns);
        } else {
            TranscriptFiles.claudeCode(folder, id, workspaceFolder(), turns);
        }
    }

    /** Runs the command line with exactly these words; only a command line has raw arguments to get wrong. */
    void runCommandLine(List<String> arguments);
}
