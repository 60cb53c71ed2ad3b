package dev.mempalace.benchmark.command;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What {@code mempalace bench} needs from the program that runs it: this run's settings and streams, the real use
 * cases and indexes (wired by the host's composition root), and how to start fresh MemPalace processes.
 */
public interface BenchHost {

    /** Where this run works; a bad value (from an option or the environment) is a usage error. */
    BenchSettings settings();

    /** Whether the workspace was named explicitly (option or environment) rather than defaulted. */
    boolean workspaceGiven();

    /** Whether the index file was named explicitly (option or environment) rather than defaulted. */
    boolean indexGiven();

    /** The index a workspace has when none is named. */
    Path defaultIndex(Path workspace);

    /**
     * The index service {@code --index} names instead of a file (a SolrCloud collection, as commands print it,
     * without a store key), if any: golden scoring and BEIR then build their index in a store of their own there.
     */
    Optional<String> indexService();

    /** Where reports go. */
    PrintWriter out();

    /** Where progress, warnings and errors go. */
    PrintWriter err();

    /** Shows the progress of {@code task} on stderr, counted in {@code unit}. */
    EmbedProgress progress(String task, String unit);

    /**
     * Opens the use cases over the workspace and index of {@code at} (its store of the index service, when it names
     * one) with a model of their own (ingest creates the index; the others need it to exist). The caller closes the
     * bench.
     */
    Workbench.Bench open(BenchSettings at);

    /** A workbench over the real adapters whose benches share one model of this run's settings. */
    ModelWorkbench workbench();

    /** A workbench like {@link #workbench()} whose benches all use store {@code key} of the index service. */
    ModelWorkbench workbench(String key);

    /**
     * The scale benchmark's stores over the real adapters: SQLite files in {@code dir} first, then the index service
     * {@code --index} names, if any.
     */
    List<ScaleStore> scaleStores(Path dir);

    /** The product's session import, indexing and search, sharing one model of this run's settings. */
    SessionWorkbench sessionWorkbench();

    /** Writes sessions as the harnesses write their transcripts (LongMemEval's haystacks, the sessions benchmark). */
    TranscriptWriters transcripts();

    /** The secret redactor the product writes and indexes through. */
    SecretRedactor redactor();

    /** How to start a fresh MemPalace process. */
    Launcher launcher();
}
