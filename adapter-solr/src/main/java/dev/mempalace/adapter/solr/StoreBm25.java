package dev.mempalace.adapter.solr;

import dev.mempalace.domain.ranking.LexicalWeights;
import dev.mempalace.domain.text.Phrase;
import java.util.List;
import java.util.Map;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.response.FieldStatsInfo;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.SolrDocument;

/**
 * SQLite FTS5's {@code bm25()} (fts5_aux.c) with MemPalace's column weights, over one store's chunk documents: a
 * phrase's IDF counts the store's chunks holding it in any field, a chunk's length is its words in every field
 * ({@link ChunkDocs#TOKENS}) against the store's average, all counted over the whole collection whatever its shards,
 * and no other store's chunk counts. Lucene's BM25 keeps these per field and per shard, over every store.
 */
final class StoreBm25 {

    static final double K1 = 1.2;
    static final double B = 0.75;
    /** FTS5 gives a phrase most chunks hold this IDF rather than none or less. */
    static final double MIN_IDF = 1e-6;
    /** The chunk fields of FTS5's columns (title, heading path, body, identifiers) and their weights. */
    private static final Map<String, Double> WEIGHTS = Map.of("title", LexicalWeights.TITLE, "heading",
            LexicalWeights.HEADING, "body", LexicalWeights.BODY, "forms", LexicalWeights.FORMS);

    private final IndexedPhrases phrases;
    private final double[] idf;
    private final double averageLength;

    private StoreBm25(IndexedPhrases phrases, double[] idf, double averageLength) {
        this.phrases = phrases;
        this.idf = idf;
        this.averageLength = averageLength;
    }

    /** The statistics of the query's phrases in the store, from one request: exact over every shard. */
    static StoreBm25 of(SolrCollection collection, String storeKey, List<Phrase> phrases) {
        SolrQuery query = new SolrQuery("*:*");
        SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
        query.setRows(0);
        query.setFacet(true);
        List<String> holding = phrases.stream().map(LuceneQuery::anyField).toList();
        holding.stream().distinct().forEach(query::addFacetQuery);
        query.set("stats", true);
        query.add("stats.field", "{!sum=true}" + ChunkDocs.TOKENS);
        QueryResponse response = collection.query(query);
        long chunks = response.getResults().getNumFound();
        FieldStatsInfo tokens = response.getFieldStatsInfo().get(ChunkDocs.TOKENS);
        double total = tokens == null || tokens.getSum() == null ? 0 : ((Number) tokens.getSum()).doubleValue();
        Map<String, Integer> holders = response.getFacetQuery();
        double[] idf = new double[holding.size()];
        for (int i = 0; i < idf.length; i++) {
            int held = holders.getOrDefault(holding.get(i), 0);
            idf[i] = Math.log((chunks - held + 0.5) / (held + 0.5));
            if (idf[i] <= 0) {
                idf[i] = MIN_IDF;
            }
        }
        return new StoreBm25(new IndexedPhrases(phrases), idf, total / chunks);
    }

    IndexedPhrases phrases() {
        return phrases;
    }

    /** The chunk document's score, higher for a better match, computed as FTS5 computes it to the last bit. */
    double score(SolrDocument doc) {
        double[] frequency = new double[idf.length];
        WEIGHTS.forEach((field, weight) -> {
            Object text = doc.getFirstValue(field);
            int[] occurrences = phrases.occurrences(IndexedWords.terms(text == null ? "" : (String) text));
            for (int i = 0; i < frequency.length; i++) {
                frequency[i] += weight * occurrences[i];
            }
        });
        double length = ((Number) doc.getFirstValue(ChunkDocs.TOKENS)).doubleValue();
        double score = 0;
        for (int i = 0; i < idf.length; i++) {
            score += idf[i] * ((frequency[i] * (K1 + 1.0))
                    / (frequency[i] + K1 * (1 - B + B * length / averageLength)));
        }
        return score;
    }
}
