package dev.mempalace.benchmark.beir;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;

/** A published result on a BEIR test split, printed beside ours: nDCG@10 and, when published, Recall@100. */
public record BeirBaseline(String system, double ndcgAt10, OptionalDouble recallAt100) {

    private static final List<BeirBaseline> SCIFACT = List.of(
            new BeirBaseline("BM25 (BEIR paper, Thakur et al. 2021)", 0.665, OptionalDouble.empty()),
            new BeirBaseline("BM25 multifield (Anserini)", 0.6647, OptionalDouble.of(0.9076)),
            new BeirBaseline("BM25 flat (Anserini)", 0.6789, OptionalDouble.of(0.9253)),
            new BeirBaseline("bge-small-en-v1.5 dense (MTEB)", 0.7127, OptionalDouble.of(0.9450)));

    public BeirBaseline {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(recallAt100, "recallAt100");
    }

    /** The published rows for a dataset named as its BEIR folder; none for a dataset we hold no numbers for. */
    public static List<BeirBaseline> forDataset(String name) {
        return name.toLowerCase(Locale.ROOT).equals("scifact") ? SCIFACT : List.of();
    }
}
