package dev.mempalace.acceptance.driver;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import java.util.List;

/**
 * MemPalace as a scenario sees it: a workspace of notes and the commands run on it. Each loop supplies one
 * implementation; a command the application refuses throws {@link Refused}.
 */
public interface AppDriver {

    /** Creates or replaces a note of the workspace. */
    void writeNote(String path, String markdown);

    void deleteNote(String path);

    /** Moves a note to another path, its text unchanged. */
    void moveNote(String from, String to);

    /** Replaces a note's bytes with something that cannot be decoded as text. */
    void makeUnreadable(String path);

    IngestReport ingest(boolean embed);

    EmbedReport embed();

    SearchOutcome search(String query, SearchOptions options);

    Drift reconcile();

    /** Scores golden queries over the workspace in one mode, as {@code mempalace bench --queries} does. */
    BenchOutcome bench(List<GoldenQuery> queries, SearchMode mode);

    /** Throws the index away, as a user deleting the cache would. */
    void deleteIndex();

    /** Switches to another embedding model, so that the stored vectors no longer fit. */
    void changeModel();

    /** How many documents (not queries) the embedder turned into vectors during the last command. */
    int documentsEmbeddedDuringLastCommand();

    /** Runs the command line with exactly these words; only a command line has raw arguments to get wrong. */
    void runCommandLine(List<String> arguments);
}
