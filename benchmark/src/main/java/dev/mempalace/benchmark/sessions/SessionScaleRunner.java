package dev.mempalace.benchmark.sessions;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.MemoryProbe;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.latency.LatencyBenchmark;
import dev.mempalace.benchmark.latency.LatencyReport;
import dev.mempalace.benchmark.scale.SyntheticEmbedder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Writes a synthetic corpus of session transcripts, configures them as the workspace's session sources, imports
 * them through the product's import (timed: reading, redacting, writing notes), indexes their text (timed), gives
 * every chunk a synthetic vector through the product's embed run so that every mode searches everything, times warm
 * searches, and last embeds a sample of the chunks with the real model (timed, after one untimed batch).
 */
public final class SessionScaleRunner {

    static final int LIMIT = 10;

    private SessionScaleRunner() {
    }

    /**
     * Runs the plan with the transcripts {@code writer} writes under {@code transcripts} into an empty workspace and
     * index.
     */
    public static SessionScaleReport run(SessionWorkbench workbench, TranscriptWriters writer, Path transcripts,
            Path workspace, Path index, SessionScalePlan plan, Consumer<String> log) {
        SessionCorpus corpus = new SessionCorpus(plan.seed(), plan.sessions());
        Path claude = transcripts.resolve("claude/projects");
        Path codex = transcripts.resolve("codex/sessions");
        SessionScaleReport.Corpus written = write(corpus, new SyntheticTranscripts(writer, claude, codex), log);
        SessionImport imported;
        IngestReport text;
        long importNanos;
        long textNanos;
        try (SessionWorkbench.Bench bench = workbench.open(workspace, index)) {
            bench.configure().add(SessionCorpus.CLAUDE_CODE, Optional.of(claude.toString()), Optional.empty(),
                    Optional.empty());
            bench.configure().add(SessionCorpus.CODEX, Optional.of(codex.toString()), Optional.empty(),
                    Optional.empty());
            log.accept("sessions: importing " + written.sessions() + " transcripts");
            long start = System.nanoTime();
            imported = bench.sessions().importConfigured();
            importNanos = System.nanoTime() - start;
            log.accept("sessions: indexing the text of " + imported.created() + " notes");
            start = System.nanoTime();
            text = bench.ingest().ingest(false, EmbedProgress.NONE);
            textNanos = System.nanoTime() - start;
        }
        long textBytes = bytes(index);
        List<String> queries = SessionQueries.of(corpus, plan.queries());
        EmbedReport vectors;
        long vectorNanos;
        LatencyReport warm;
        Map<SearchMode, Integer> answered = new EnumMap<>(SearchMode.class);
        try (SessionWorkbench.Bench bench = workbench.open(workspace, index, new SyntheticEmbedder(plan.seed()))) {
            log.accept("sessions: a synthetic vector for every chunk");
            long start = System.nanoTime();
            vectors = bench.embed().embed(EmbedProgress.NONE);
            vectorNanos = System.nanoTime() - start;
            log.accept("sessions: timing warm searches");
            warm = LatencyBenchmark.run(bench.search(), queries, plan.modes(), plan.warmupRounds(), plan.rounds());
            plan.modes().forEach(mode -> answered.put(mode, answered(bench.search(), queries, mode)));
        }
        long indexBytes = bytes(index);
        log.accept("sessions: embedding a sample of " + plan.sample() + " chunks with the model");
        EmbedReport sample;
        long tokens;
        try (SessionWorkbench.Bench bench = workbench.open(workspace, index)) {
            bench.embed().embed(until(1));
            tokens = workbench.tokensEmbedded();
            sample = bench.embed().embed(until(plan.sample()));
            tokens = workbench.tokensEmbedded() - tokens;
        }
        return new SessionScaleReport(plan, written, imported, importNanos, text.added(), vectors.chunks(),
                textNanos, textBytes, indexBytes, vectorNanos,
                new SessionScaleReport.Sample(sample.embedded(), tokens, sample.millis()), warm, answered,
                MemoryProbe.peakRssBytes());
    }

    private static SessionScaleReport.Corpus write(SessionCorpus corpus, SyntheticTranscripts files,
            Consumer<String> log) {
        log.accept("sessions: writing " + corpus.sessions() + " transcripts");
        long start = System.nanoTime();
        int claudeCode = 0;
        int exchanges = 0;
        int secrets = 0;
        long bytes = 0;
        for (int i = 0; i < corpus.sessions(); i++) {
            SyntheticSession session = corpus.session(i);
            bytes += files.write(session);
            claudeCode += session.harness().equals(SessionCorpus.CLAUDE_CODE) ? 1 : 0;
            exchanges += session.turns().size();
            secrets += session.secrets();
        }
        return new SessionScaleReport.Corpus(corpus.sessions(), claudeCode, corpus.sessions() - claudeCode,
                exchanges, secrets, bytes, System.nanoTime() - start);
    }

    private static int answered(SearchMemory search, List<String> queries, SearchMode mode) {
        int answered = 0;
        for (String query : queries) {
            boolean found = !search.search(new SearchRequest(query, LIMIT, Optional.of(mode), false)).hits()
                    .isEmpty();
            answered += found ? 1 : 0;
        }
        return answered;
    }

    /** Progress that ends the embed run once {@code chunks} are done (between batches, so a batch may pass it). */
    private static EmbedProgress until(int chunks) {
        return new EmbedProgress() {
            private int done;

            @Override
            public void update(int doneSoFar, int total) {
                done = doneSoFar;
            }

            @Override
            public boolean cancelled() {
                return done >= chunks;
            }
        };
    }

    /** The index file and any write-ahead log beside it: both are the index on disk. */
    private static long bytes(Path index) {
        long bytes = 0;
        for (Path part : List.of(index, index.resolveSibling(index.getFileName() + "-wal"))) {
            try {
                bytes += Files.exists(part) ? Files.size(part) : 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return bytes;
    }
}
