package dev.mempalace.benchmark.longmemeval;

import java.util.List;
import java.util.Objects;

/**
 * A LongMemEval run: how many questions were scored of those eligible (abstentions left out), how many of the
 * file's abstentions were asked (for the relevance signal only), the subset asked, what importing, indexing and
 * embedding their sessions cost in all, one report per mode, and the published rows.
 */
public record LongMemEvalReport(int questions, int eligible, int abstentions, int abstentionsAsked, Subset subset,
        ImportCosts costs, List<LongMemEvalModeReport> modes, List<LongMemEvalBaseline> published) {

    public LongMemEvalReport {
        Objects.requireNonNull(subset, "subset");
        Objects.requireNonNull(costs, "costs");
        modes = List.copyOf(modes);
        published = List.copyOf(published);
    }
}
