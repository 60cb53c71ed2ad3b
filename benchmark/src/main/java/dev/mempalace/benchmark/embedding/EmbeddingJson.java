package dev.mempalace.benchmark.embedding;

import dev.mempalace.benchmark.JsonReports;
import java.util.List;

/** Writes the embedding race as JSON: the summary, then each round. */
public final class EmbeddingJson {

    private EmbeddingJson() {
    }

    public static String write(EmbeddingReport r) {
        List<Round> rounds = r.rounds().stream().map(round -> new Round(round.productFirst() ? "product" : "bare",
                new Product(round.product().exchanges(), round.product().chunks(), round.product().tokens(),
                        millis(round.product().importNanos()), millis(round.product().textNanos()),
                        millis(round.product().embedNanos()), millis(round.product().modelNanos()),
                        round.product().chunksPerSecond()),
                new Bare(round.bare().chunks(), round.bare().tokens(), millis(round.bare().nanos()),
                        round.bare().chunksPerSecond()),
                round.ratio())).toList();
        return JsonReports.write(new Json("embedding", r.threads(), r.medianRatio(), r.largestDifference(), rounds));
    }

    private static long millis(long nanos) {
        return nanos / 1_000_000;
    }

    record Json(String benchmark, int threads, double medianRatio, double largestDifference, List<Round> rounds) {
    }

    record Round(String first, Product product, Bare bare, double ratio) {
    }

    record Product(int exchanges, int chunks, long tokens, long importMillis, long textMillis, long embedMillis,
            long modelMillis, double chunksPerSecond) {
    }

    record Bare(int chunks, long tokens, long millis, double chunksPerSecond) {
    }
}
