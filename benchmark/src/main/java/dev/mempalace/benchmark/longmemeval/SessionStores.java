package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.domain.session.SessionSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Fills each question's store as a user's is filled: the harnesses' folders configured as its session sources, their
 * transcripts imported, the notes ingested and, when asked, embedded; and sums what that cost over the questions.
 */
final class SessionStores {

    private static final String INDEX = "store.sqlite";

    private int transcripts;
    private int exchanges;
    private long importNanos;
    private long ingestNanos;
    private int embedded;
    private long embedNanos;
    private long indexBytes;
    /** Whether the store last filled took exchanges in this run, so that its size goes with exchanges counted. */
    private boolean grew;

    /** The store (the workspace the sessions are imported into) of the question whose folder is {@code folder}. */
    static Path store(Path folder) {
        Path store = folder.resolve("store");
        try {
            Files.createDirectories(store);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot create the benchmark store " + store, e);
        }
        return store;
    }

    /** The index file of the question whose folder is {@code folder}. */
    static Path index(Path folder) {
        return folder.resolve(INDEX);
    }

    /**
     * Imports the transcripts {@code written} into the bench's store and indexes them; throws when a transcript
     * could not be read, or fewer were seen than written, as the scores would then be of another haystack.
     */
    void fill(Workbench.Bench bench, HaystackTranscripts.Written written, boolean embed) {
        source(bench.sessionSources(), TranscriptWriters.Harness.CLAUDE_CODE.id(), written.claudeProjects());
        source(bench.sessionSources(), TranscriptWriters.Harness.CODEX.id(), written.codexSessions());
        long start = System.nanoTime();
        SessionImport imported = bench.sessionImport().importConfigured();
        importNanos += System.nanoTime() - start;
        if (!imported.unreadable().isEmpty() || imported.transcripts() != written.sessionByPath().size()) {
            throw new IllegalStateException("the import saw " + imported.transcripts() + " of "
                    + written.sessionByPath().size() + " transcripts written"
                    + imported.unreadable().stream().map(n -> "; " + n.describe()).reduce("", String::concat));
        }
        transcripts += imported.created() + imported.extended();
        exchanges += imported.exchanges();
        grew = imported.exchanges() > 0;
        start = System.nanoTime();
        bench.ingest().ingest(false, EmbedProgress.NONE);
        ingestNanos += System.nanoTime() - start;
        if (embed) {
            start = System.nanoTime();
            embedded += bench.embed().embed(EmbedProgress.NONE).embedded();
            embedNanos += System.nanoTime() - start;
        }
    }

    /**
     * Adds the size of the question's index, once its bench is closed: the file and the write-ahead log SQLite left
     * beside it, not yet folded in (as {@code bench --throughput} measures it); only when its store took exchanges in
     * this run, so that a rerun's size per 1,000 exchanges is of the stores it filled, not of every store kept.
     */
    void measure(Path folder) {
        if (!grew) {
            return;
        }
        try {
            for (String suffix : List.of("", "-wal")) {
                Path file = folder.resolve(INDEX + suffix);
                indexBytes += Files.isRegularFile(file) ? Files.size(file) : 0;
            }
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot measure the benchmark index in " + folder, e);
        }
    }

    ImportCosts costs() {
        return new ImportCosts(transcripts, exchanges, importNanos / 1_000_000, ingestNanos / 1_000_000, embedded,
                embedNanos / 1_000_000, indexBytes);
    }

    /** Makes {@code folder} the store's source named after {@code harness}, unless it is already. */
    private static void source(ConfigureSessions sources, String harness, Path folder) {
        List<String> folders = List.of(folder.toString());
        Optional<SessionSource> configured = sources.list().stream().filter(s -> s.name().equals(harness))
                .findFirst();
        if (configured.isPresent() && configured.get().folders().equals(folders)) {
            return;
        }
        sources.remove(harness);
        sources.add(harness, Optional.of(folder.toString()), Optional.empty(), Optional.empty());
    }
}
