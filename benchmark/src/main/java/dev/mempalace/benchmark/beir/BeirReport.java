package dev.mempalace.benchmark.beir;

import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A BEIR run: the dataset, how many documents and judged queries, what ingest did and how long it took, the embed
 * run if a vector mode was asked, one report per mode in the order asked, and the published rows to compare with.
 */
public record BeirReport(String dataset, int documents, int queries, IngestReport ingest, long ingestMillis,
        Optional<EmbedReport> embedding, List<BeirModeReport> modes, List<BeirBaseline> published) {

    public BeirReport {
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(ingest, "ingest");
        Objects.requireNonNull(embedding, "embedding");
        modes = List.copyOf(modes);
        published = List.copyOf(published);
    }
}
