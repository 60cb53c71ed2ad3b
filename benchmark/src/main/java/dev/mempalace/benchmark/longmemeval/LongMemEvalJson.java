package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mempalace.benchmark.Confidence;
import dev.mempalace.benchmark.JsonReports;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** Writes a LongMemEval report as JSON: counts, per mode the real modes and scores overall and per type, baselines. */
public final class LongMemEvalJson {

    private LongMemEvalJson() {
    }

    public static String write(LongMemEvalReport r) {
        ImportCosts c = r.costs();
        return JsonReports.write(new Json("longmemeval_s", r.questions(), r.eligible(),
                r.abstentions() - r.abstentionsAsked(), r.abstentionsAsked(),
                r.subset().equals(Subset.ALL) ? null : r.subset(),
                new Import(c.transcripts(), c.exchanges(), c.importMillis(), c.ingestMillis(),
                        orNull(c.textExchangesPerSecond()), c.embedded(), c.embedMillis(),
                        orNull(c.embedExchangesPerSecond()), c.indexBytes(), orNull(c.indexBytesPer1000Exchanges())),
                r.modes().stream().map(m -> new Mode(m.requested().label(), JsonReports.ranIn(m), m.fellBack(),
                        m.overall(), m.byType(), m.warnings(), m.notConfident())).toList(),
                r.published().stream().map(p -> new Published(p.system(), orNull(p.recallAny5()),
                        orNull(p.recallAll5()), orNull(p.recallAny10()))).toList()));
    }

    /** An absent figure is left out of the JSON (the records below omit nulls). */
    private static Double orNull(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Json(String benchmark, int questions, int eligible, int abstentionsSkipped, int abstentionsAsked,
            Subset subset,
            @JsonProperty("import") Import sessions, List<Mode> modes, List<Published> published) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Import(int transcripts, int exchanges, long importMillis, long ingestMillis, Double textExchangesPerSecond,
            int embedded, long embedMillis, Double embedExchangesPerSecond, long indexBytes,
            Double indexBytesPer1000Exchanges) {
    }

    record Mode(String mode, Map<String, Integer> ranIn, boolean fellBack, LongMemEvalScores scores,
            Map<String, LongMemEvalScores> byType, List<String> warnings, Confidence notConfident) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Published(String system, Double recallAny5, Double recallAll5, Double recallAny10) {
    }
}
