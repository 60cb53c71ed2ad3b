package dev.mempalace.benchmark.embedding;

import dev.mempalace.benchmark.Folders;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.ModelFiles;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A first import of a Claude Code folder's sessions, embedded by the product, raced round after round against the
 * bare model over the very texts the product embedded, the two taking turns to go first so that a busy machine
 * weighs on both alike. Each product round starts from an empty workspace and index.
 */
public final class EmbeddingRace {

    private static final String HARNESS = "claude-code";
    private static final int WARM_UP = 32;

    private EmbeddingRace() {
    }

    /** Runs {@code rounds} rounds over the transcripts under {@code projects}, in round folders under {@code work}. */
    public static EmbeddingReport run(SessionWorkbench workbench, ModelFiles files, Path projects, Path work,
            int rounds, Consumer<String> log) {
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be >= 1: " + rounds);
        }
        log.accept("embedding: loading the model and the bare model");
        // A batch as large as a first import's first, so that the model loads as it loads for one.
        workbench.model().embedDocuments(Collections.nCopies(WARM_UP, "warm up"));
        List<EmbeddingReport.Round> done = new ArrayList<>();
        try (BareModel bare = BareModel.open(files)) {
            bare.embed(List.of("warm up"));
            List<String> texts = List.of();
            double difference = 0;
            for (int round = 0; round < rounds; round++) {
                boolean productFirst = round % 2 == 0;
                EmbeddingReport.Product product = null;
                EmbeddingReport.Bare alone = null;
                for (int turn = 0; turn < 2; turn++) {
                    if ((turn == 0) == productFirst) {
                        log.accept("embedding: round " + (round + 1) + ", the product's first import");
                        RecordingEmbedder recorder = new RecordingEmbedder(workbench.model());
                        product = product(workbench, recorder, projects, work.resolve("round-" + round));
                        texts = recorder.texts();
                        if (round == 0) {
                            difference = difference(recorder.vectors(), bare.embed(texts));
                        }
                    } else {
                        log.accept("embedding: round " + (round + 1) + ", the bare model");
                        alone = bare(bare, texts);
                    }
                }
                done.add(new EmbeddingReport.Round(productFirst, product, alone));
            }
            return new EmbeddingReport(files.threads(), done, difference);
        }
    }

    private static EmbeddingReport.Product product(SessionWorkbench workbench, RecordingEmbedder recorder,
            Path projects, Path folder) {
        try {
            Path workspace = Files.createDirectories(folder.resolve("workspace"));
            try (SessionWorkbench.Bench bench = workbench.open(workspace, folder.resolve("index.sqlite"), recorder)) {
                bench.configure().add(HARNESS, Optional.of(projects.toString()), Optional.empty(), Optional.empty());
                long start = System.nanoTime();
                SessionImport imported = bench.sessions().importConfigured();
                long importNanos = System.nanoTime() - start;
                start = System.nanoTime();
                bench.ingest().ingest(false, EmbedProgress.NONE);
                long textNanos = System.nanoTime() - start;
                long tokens = workbench.tokensEmbedded();
                start = System.nanoTime();
                EmbedReport embedded = bench.embed().embed(EmbedProgress.NONE);
                long embedNanos = System.nanoTime() - start;
                return new EmbeddingReport.Product(imported.exchanges(), embedded.embedded(),
                        workbench.tokensEmbedded() - tokens, importNanos, textNanos, embedNanos,
                        recorder.modelNanos());
            } finally {
                Folders.delete(folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static EmbeddingReport.Bare bare(BareModel bare, List<String> texts) {
        long tokens = bare.tokens();
        long start = System.nanoTime();
        bare.embed(texts);
        return new EmbeddingReport.Bare(texts.size(), bare.tokens() - tokens, System.nanoTime() - start);
    }

    /** The largest difference of any component between the product's vectors and the bare model's. */
    private static double difference(List<float[]> product, List<float[]> bare) {
        double largest = 0;
        for (int i = 0; i < product.size(); i++) {
            for (int d = 0; d < product.get(i).length; d++) {
                largest = Math.max(largest, Math.abs(product.get(i)[d] - bare.get(i)[d]));
            }
        }
        return largest;
    }

}
