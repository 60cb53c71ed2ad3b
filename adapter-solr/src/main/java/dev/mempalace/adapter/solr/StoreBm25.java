package dev.mempalace.adapter.solr;

import dev.mempalace.domain.ranking.LexicalWeights;
import dev.mempalace.domain.text.Phrase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.response.FieldStatsInfo;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.SolrDocument;

/**
 * SQLite FTS5's {@code bm25()} (fts5_aux.c) with MemPalace's column weights, over one store's chunk documents: a
 * phrase's IDF counts the store's chunks holding it in any field, a chunk's length is its words in every field
 * ({@link ChunkDocs#TOKENS}) against the store's average, all counted on the shard that holds every one of the store's
 * documents, and no other store's chunk counts. Lucene's BM25 keeps these per field and per shard, over every store.
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
    private final boolean counted;
    private final double[] idf;
    private final double averageLength;

    private StoreBm25(IndexedPhrases phrases, double[] idf, double averageLength) {
        this.phrases = phrases;
        this.counted = phrases.singleTerms().isPresent();
        this.idf = idf;
        this.averageLength = averageLength;
    }

    /**
     * The fields a chunk document is scored from. When every phrase indexes to one term: the chunk's length and how
     * often each field holds each term, which Solr counts from its postings, so that no text is sent to be cut into
     * words here. Otherwise the length and the text of every field, whose phrases are counted here.
     */
    static String scoredFields(IndexedPhrases phrases) {
        return phrases.singleTerms().map(terms -> {
            List<String> fields = new ArrayList<>(List.of(ChunkDocs.TOKENS));
            for (int i = 0; i < terms.size(); i++) {
                String term = terms.get(i).replace("\\", "\\\\").replace("'", "\\'");
                for (String field : WEIGHTS.keySet()) {
                    if (!term.isEmpty()) {
                        fields.add(count(i, field) + ":termfreq(" + field + ",'" + term + "')");
                    }
                }
            }
            return String.join(",", fields);
        }).orElse(String.join(",", WEIGHTS.keySet()) + "," + ChunkDocs.TOKENS);
    }

    /** The pseudo-field of how often a field holds the phrase's term. */
    private static String count(int phrase, String field) {
        return "tf" + phrase + "_" + field;
    }

    /** The statistics of the query's phrases in the store, from one request to its shard: exact. */
    static StoreBm25 of(SolrCollection collection, String storeKey, List<Phrase> phrases,
            IndexedPhrases indexed) {
        SolrQuery query = new SolrQuery("*:*");
        SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
        SolrFilter.route(query, storeKey);
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
        return new StoreBm25(indexed, idf, total / chunks);
    }

    IndexedPhrases phrases() {
        return phrases;
    }

    /**
     * The score of a chunk document read with {@link #scoredFields}, higher for a better match, computed as FTS5
     * computes it to the last bit.
     */
    double score(SolrDocument doc) {
        double[] frequency = new double[idf.length];
        WEIGHTS.forEach((field, weight) -> {
            int[] occurrences = counted ? counts(doc, field) : occurrences(doc, field);
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

    private int[] counts(SolrDocument doc, String field) {
        int[] counts = new int[idf.length];
        for (int i = 0; i < counts.length; i++) {
            Object count = doc.getFirstValue(count(i, field));
            counts[i] = count == null ? 0 : ((Number) count).intValue();
        }
        return counts;
    }

    private int[] occurrences(SolrDocument doc, String field) {
        Object text = doc.getFirstValue(field);
        return phrases.occurrences(IndexedWords.terms(text == null ? "" : (String) text));
    }
}
