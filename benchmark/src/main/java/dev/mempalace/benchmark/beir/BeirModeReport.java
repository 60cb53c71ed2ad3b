package dev.mempalace.benchmark.beir;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.ModeRuns;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/** Every query's scores under one requested mode, macro-averaged, with the distinct warnings the search gave. */
public record BeirModeReport(SearchMode requested, List<BeirQueryScore> queries, List<String> warnings)
        implements ModeRuns {

    public BeirModeReport {
        Objects.requireNonNull(requested, "requested");
        queries = List.copyOf(queries);
        warnings = List.copyOf(warnings);
    }

    public double ndcgAt10() {
        return mean(BeirQueryScore::ndcgAt10);
    }

    public double recallAt100() {
        return mean(BeirQueryScore::recallAt100);
    }

    public double mrrAt10() {
        return mean(BeirQueryScore::mrrAt10);
    }

    @Override
    public List<SearchMode> searchModes() {
        return queries.stream().map(BeirQueryScore::ranIn).toList();
    }

    private double mean(ToDoubleFunction<BeirQueryScore> metric) {
        return queries.isEmpty() ? 0 : queries.stream().mapToDouble(metric).sum() / queries.size();
    }
}
