package dev.mempalace.application.port.in;

/** What an embed run did: vectors computed now, and chunks in the index with a vector afterwards. */
public record EmbedReport(int embedded, int chunks, int withVector, long millis) {
}
