package dev.mempalace.benchmark;

import java.util.List;
import java.util.Map;

/** Writes a benchmark report as JSON: per mode the scores, the modes really run, per-kind scores and misses. */
public final class ReportJson {

    private ReportJson() {
    }

    public static String write(BenchmarkReport report) {
        return JsonReports.write(new Json(report.modes().stream().map(m -> new Mode(m.requested().label(),
                JsonReports.ranIn(m), m.fellBack(), m.overall(), m.byKind(), m.warnings(), m.confidence(),
                m.misses().stream().map(ReportJson::miss).toList())).toList()));
    }

    private static Miss miss(QueryOutcome miss) {
        GoldenQuery query = miss.query();
        return new Miss(query.id(), query.query(), query.kind(), miss.ranIn().label(), miss.recallAt5(),
                query.relevant(), miss.top5());
    }

    record Json(List<Mode> modes) {
    }

    record Mode(String mode, Map<String, Integer> ranIn, boolean fellBack, Scores scores, Map<String, Scores> byKind,
            List<String> warnings, Confidence notConfident, List<Miss> misses) {
    }

    record Miss(String id, String query, String kind, String ranIn, double recallAt5, List<String> relevant,
            List<String> top5) {
    }
}
