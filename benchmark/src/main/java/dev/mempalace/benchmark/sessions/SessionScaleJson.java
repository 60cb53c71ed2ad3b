package dev.mempalace.benchmark.sessions;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.JsonReports;
import dev.mempalace.benchmark.latency.LatencyJson;

/** Writes a session-scale report as JSON: corpus, import, text, index, embedding sample, vectors and search. */
public final class SessionScaleJson {

    private SessionScaleJson() {
    }

    public static String write(SessionScaleReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "sessions");
        root.put("vectors", SessionScaleReport.VECTORS);
        root.put("seed", report.plan().seed());
        SessionScaleReport.Corpus corpus = report.corpus();
        ObjectNode written = root.putObject("corpus");
        written.put("sessions", corpus.sessions());
        written.put("claudeCode", corpus.claudeCode());
        written.put("codex", corpus.codex());
        written.put("exchanges", corpus.exchanges());
        written.put("secretsPlanted", corpus.secrets());
        written.put("transcriptBytes", corpus.bytes());
        written.put("millis", corpus.nanos() / 1e6);
        SessionImport imported = report.imported();
        ObjectNode sessions = root.putObject("import");
        sessions.put("transcripts", imported.transcripts());
        sessions.put("created", imported.created());
        sessions.put("exchanges", imported.exchanges());
        sessions.put("secretsRedacted", imported.secrets());
        imported.redacted().forEach(sessions.putObject("redacted")::put);
        sessions.put("unreadable", imported.unreadable().size());
        sessions.put("millis", report.importNanos() / 1e6);
        sessions.put("exchangesPerSecond", report.importExchangesPerSecond());
        ObjectNode text = root.putObject("text");
        text.put("notes", report.notes());
        text.put("chunks", report.chunks());
        text.put("millis", report.textNanos() / 1e6);
        text.put("exchangesPerSecond", report.textExchangesPerSecond());
        text.put("chunksPerSecond", report.textChunksPerSecond());
        ObjectNode embedding = root.putObject("embedding");
        embedding.put("chunks", report.sample().chunks());
        embedding.put("tokens", report.sample().tokens());
        embedding.put("millis", report.sample().millis());
        embedding.put("chunksPerSecond", report.sample().chunksPerSecond());
        embedding.put("tokensPerSecond", report.sample().tokensPerSecond());
        embedding.put("tokensPerChunk", report.sample().tokensPerChunk());
        embedding.put("exchangesPerSecond", report.embeddingExchangesPerSecond());
        root.put("allExchangesPerSecond", report.allExchangesPerSecond());
        root.put("syntheticVectorMillis", report.vectorNanos() / 1e6);
        ObjectNode index = root.putObject("index");
        index.put("textBytes", report.textBytes());
        index.put("bytes", report.indexBytes());
        index.put("chunksPerExchange", report.chunksPerExchange());
        index.put("textMbPer1000Exchanges", report.textMegabytesPerThousandExchanges());
        index.put("mbPer1000Exchanges", report.megabytesPerThousandExchanges());
        ObjectNode search = root.putObject("search");
        search.put("queries", report.warm().queries());
        search.put("warmupRounds", report.warm().warmupRounds());
        search.put("rounds", report.warm().rounds());
        ObjectNode answered = search.putObject("answered");
        report.plan().modes().forEach(mode -> answered.put(mode.label(), report.answered().get(mode)));
        search.set("warm", JsonReports.tree(LatencyJson.modes(report.warm())));
        if (report.peakRssBytes().isPresent()) {
            root.put("peakRssBytes", report.peakRssBytes().getAsLong());
        } else {
            root.putNull("peakRssBytes");
        }
        return JsonReports.write(root);
    }
}
