package dev.mempalace.benchmark.longmemeval;

import java.util.OptionalDouble;

/**
 * What building the questions' stores cost, summed over the questions: the transcripts imported and the exchanges
 * they held, the import's time (transcripts read and kept as notes), the ingest's (the notes chunked and indexed
 * for words), the vectors computed and their time, and the index files' size at the end. A rerun imports, indexes
 * and embeds only what changed, so its counts are of that.
 */
public record ImportCosts(int transcripts, int exchanges, long importMillis, long ingestMillis, int embedded,
        long embedMillis, long indexBytes) {

    /** Exchanges imported and indexed for words per second (import and ingest together); empty when none. */
    public OptionalDouble textExchangesPerSecond() {
        return perSecond(exchanges, importMillis + ingestMillis);
    }

    /** Exchanges embedded per second; empty when nothing was embedded. */
    public OptionalDouble embedExchangesPerSecond() {
        return embedded == 0 ? OptionalDouble.empty() : perSecond(exchanges, embedMillis);
    }

    /** Index bytes per 1,000 exchanges imported; empty when none was imported. */
    public OptionalDouble indexBytesPer1000Exchanges() {
        return exchanges == 0 ? OptionalDouble.empty() : OptionalDouble.of(indexBytes * 1000.0 / exchanges);
    }

    private static OptionalDouble perSecond(int count, long millis) {
        return count == 0 || millis == 0 ? OptionalDouble.empty() : OptionalDouble.of(count * 1000.0 / millis);
    }
}
