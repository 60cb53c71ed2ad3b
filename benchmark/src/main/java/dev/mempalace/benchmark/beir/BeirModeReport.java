package dev.mempalace.benchmark.beir;

import dev.mempalace.application.port.in.SearchMode;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/** Every query's scores under one requested mode, macro-averaged, with the distinct warnings the search gave. */
public record BeirModeReport(SearchMode requested, List<BeirQueryScore> queries, List<String> warnings) {

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

    /** How many queries ran in each mode: the asked mode only when the index and model allowed it. */
    public Map<SearchMode, Integer> ranIn() {
        Map<SearchMode, Integer> counts = new EnumMap<>(SearchMode.class);
        queries.forEach(q -> counts.merge(q.ranIn(), 1, Integer::sum));
        return counts;
    }

    public boolean fellBack() {
        return queries.stream().anyMatch(q -> q.ranIn() != requested);
    }

    private double mean(ToDoubleFunction<BeirQueryScore> metric) {
        return queries.isEmpty() ? 0 : queries.stream().mapToDouble(metric).sum() / queries.size();
    }
}
