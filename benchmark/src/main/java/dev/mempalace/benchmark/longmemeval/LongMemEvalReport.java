package dev.mempalace.benchmark.longmemeval;

import java.util.List;
import java.util.Objects;

/**
 * A LongMemEval run: how many questions were scored of those eligible (abstentions left out), the subset asked,
 * total ingest time and vectors computed over all questions, one report per mode, and the published rows.
 */
public record LongMemEvalReport(int questions, int eligible, int abstentions, Subset subset, long ingestMillis,
        int embedded, List<LongMemEvalModeReport> modes, List<LongMemEvalBaseline> published) {

    public LongMemEvalReport {
        Objects.requireNonNull(subset, "subset");
        modes = List.copyOf(modes);
        published = List.copyOf(published);
    }
}
