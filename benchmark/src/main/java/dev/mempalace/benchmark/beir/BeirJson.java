package dev.mempalace.benchmark.beir;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.benchmark.JsonReports;
import java.util.List;
import java.util.Map;

/** Writes a BEIR report as JSON: the run's counts and timing, per mode its scores and real modes, and the baselines. */
public final class BeirJson {

    private BeirJson() {
    }

    public static String write(BeirReport r) {
        IngestReport in = r.ingest();
        List<String> skipped = in.skipped().stream().map(Notice.NoteSkipped::describe).toList();
        return JsonReports.write(new Json("beir", r.dataset(), r.documents(), r.queries(),
                new Ingest(r.ingestMillis(), in.added(), in.changed(), in.unchanged(),
                        skipped.isEmpty() ? null : skipped),
                r.embedding().orElse(null),
                r.modes().stream().map(m -> new Mode(m.requested().label(), JsonReports.ranIn(m), m.fellBack(),
                        m.ndcgAt10(), m.recallAt100(), m.mrrAt10(), m.warnings())).toList(),
                r.published().stream().map(p -> new Published(p.system(), p.ndcgAt10(),
                        p.recallAt100().isPresent() ? p.recallAt100().getAsDouble() : null)).toList()));
    }

    /** The embedding only when the run embedded; the skipped notes only when there were some. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Json(String benchmark, String dataset, int documents, int queries, Ingest ingest, EmbedReport embedding,
            List<Mode> modes, List<Published> published) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Ingest(long millis, int added, int changed, int unchanged, List<String> skipped) {
    }

    record Mode(String mode, Map<String, Integer> ranIn, boolean fellBack, double ndcgAt10, double recallAt100,
            double mrrAt10, List<String> warnings) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Published(String system, double ndcgAt10, Double recallAt100) {
    }
}
