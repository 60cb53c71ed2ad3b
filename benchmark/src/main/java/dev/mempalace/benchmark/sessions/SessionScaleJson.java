package dev.mempalace.benchmark.sessions;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.JsonReports;
import dev.mempalace.benchmark.latency.LatencyJson;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes a session-scale report as JSON: corpus, import, text, index, embedding sample, vectors and search. */
public final class SessionScaleJson {

    private SessionScaleJson() {
    }

    public static String write(SessionScaleReport r) {
        SessionScaleReport.Corpus c = r.corpus();
        SessionImport in = r.imported();
        SessionScaleReport.Sample s = r.sample();
        Map<String, Integer> answered = new LinkedHashMap<>();
        r.plan().modes().forEach(mode -> answered.put(mode.label(), r.answered().get(mode)));
        return JsonReports.write(new Json("sessions", SessionScaleReport.VECTORS, r.plan().seed(),
                new Corpus(c.sessions(), c.claudeCode(), c.codex(), c.exchanges(), c.secrets(), c.bytes(),
                        c.nanos() / 1e6),
                new Import(in.transcripts(), in.created(), in.exchanges(), in.secrets(), in.redacted(),
                        in.unreadable().size(), r.importNanos() / 1e6, r.importExchangesPerSecond()),
                new Text(r.notes(), r.chunks(), r.textNanos() / 1e6, r.textExchangesPerSecond(),
                        r.textChunksPerSecond()),
                new Embedding(s.chunks(), s.tokens(), s.millis(), s.chunksPerSecond(), s.tokensPerSecond(),
                        s.tokensPerChunk(), r.embeddingExchangesPerSecond()),
                r.allExchangesPerSecond(), r.vectorNanos() / 1e6,
                new Index(r.textBytes(), r.indexBytes(), r.chunksPerExchange(),
                        r.textMegabytesPerThousandExchanges(), r.megabytesPerThousandExchanges()),
                new Search(r.warm().queries(), r.warm().warmupRounds(), r.warm().rounds(), answered,
                        LatencyJson.modes(r.warm())),
                r.peakRssBytes().isPresent() ? r.peakRssBytes().getAsLong() : null));
    }

    record Json(String benchmark, String vectors, long seed, Corpus corpus, @JsonProperty("import") Import sessions,
            Text text, Embedding embedding, double allExchangesPerSecond, double syntheticVectorMillis, Index index,
            Search search, Long peakRssBytes) {
    }

    record Corpus(int sessions, int claudeCode, int codex, int exchanges, int secretsPlanted, long transcriptBytes,
            double millis) {
    }

    record Import(int transcripts, int created, int exchanges, int secretsRedacted, Map<String, Integer> redacted,
            int unreadable, double millis, double exchangesPerSecond) {
    }

    record Text(int notes, int chunks, double millis, double exchangesPerSecond, double chunksPerSecond) {
    }

    record Embedding(int chunks, long tokens, long millis, double chunksPerSecond, double tokensPerSecond,
            double tokensPerChunk, double exchangesPerSecond) {
    }

    record Index(long textBytes, long bytes, double chunksPerExchange, double textMbPer1000Exchanges,
            double mbPer1000Exchanges) {
    }

    record Search(int queries, int warmupRounds, int rounds, Map<String, Integer> answered,
            List<LatencyJson.Mode> warm) {
    }
}
