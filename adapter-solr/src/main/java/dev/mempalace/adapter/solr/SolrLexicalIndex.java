package dev.mempalace.adapter.solr;

import dev.mempalace.application.concurrent.Concurrently;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.QueryTerms;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrDocumentList;

/**
 * Search over one store's chunk documents ranked as SQLite ranks them, by FTS5's BM25 with titles and headings
 * weighing more than the body ({@link StoreBm25}): the chunks holding every query term first, then, while the list
 * has room, the best of those holding some. Solr finds the chunks; its own BM25 only bounds how many are ranked.
 * When each of the query's phrases is one word, Solr also counts them in each field of the chunks to rank, and only
 * the text of the chunks returned is read, in one request. The store's statistics and both runs are asked at once
 * ({@link Concurrently}), so a search waits for two round trips, not four.
 */
final class SolrLexicalIndex implements LexicalIndex {

    /**
     * Solr's best this many times the hits asked for, and at least {@link #MIN_CANDIDATES}, are ranked: all the
     * matches of almost any query, and a bound on a word that most chunks of a large store hold.
     */
    static final int CANDIDATES_PER_HIT = 4;
    static final int MIN_CANDIDATES = 500;
    /** Snippets mark each match between these; control characters a note does not hold, read back into spans. */
    private static final char OPEN = '\u0002';
    private static final char CLOSE = '\u0003';
    private static final Comparator<Ranked> ORDER = Comparator.comparingDouble(Ranked::score).reversed()
            .thenComparing(ranked -> (String) ranked.doc().getFirstValue(ChunkDocs.PATH))
            .thenComparingInt(ranked -> ((Number) ranked.doc().getFirstValue("ordinal")).intValue());

    private final SolrCollection collection;
    private final String storeKey;

    SolrLexicalIndex(SolrCollection collection, String storeKey) {
        this.collection = collection;
        this.storeKey = storeKey;
    }

    /** A chunk document and its score. */
    private record Ranked(SolrDocument doc, double score) {
    }

    @Override
    public LexicalMatches search(QueryTerms query, int limit, NoteFilter filter) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        LuceneQuery lucene = LuceneQuery.of(query);
        if (lucene.isEmpty()) {
            return new LexicalMatches(List.of(), 0, false);
        }
        IndexedPhrases phrases = new IndexedPhrases(lucene.phrases());
        // The statistics and both runs do not wait for each other: all are asked at once. The any-word run is asked
        // even when the all-words run may fill the list alone, and its answer then goes unused.
        CompletableFuture<SolrDocumentList> allRun = Concurrently.start(() -> run(lucene.allTerms(), limit, filter,
                phrases));
        CompletableFuture<SolrDocumentList> anyRun = lucene.terms().size() > 1
                ? Concurrently.start(() -> run(lucene.anyTerm(), limit, filter, phrases)) : null;
        CompletableFuture<StoreBm25> statistics = Concurrently.start(() -> StoreBm25.of(collection, storeKey,
                lucene.phrases(), phrases));
        List<Ranked> all = ranked(Concurrently.await(allRun), limit, statistics);
        List<Ranked> ranked = new ArrayList<>(all);
        if (all.size() < limit && anyRun != null) {
            Set<String> holding = all.stream().map(SolrLexicalIndex::id).collect(Collectors.toSet());
            ranked(Concurrently.await(anyRun), limit, statistics).stream().filter(r -> !holding.contains(id(r)))
                    .limit(limit - all.size()).forEach(ranked::add);
        }
        Set<String> holdingAll = all.stream().map(SolrLexicalIndex::id).collect(Collectors.toSet());
        List<ChunkHit> hits = new ArrayList<>();
        int allTerms = 0;
        for (Ranked hit : phrases.singleTerms().isPresent() ? withHitFields(ranked) : ranked) {
            hits.add(hit(hit, phrases));
            allTerms += holdingAll.contains(id(hit)) ? 1 : 0;
        }
        return new LexicalMatches(hits, allTerms, lucene.meaningful());
    }

    private static String id(Ranked ranked) {
        return (String) ranked.doc().getFirstValue("id");
    }

    /** The best chunks the expression finds by Solr's own score, with the fields they are scored from. */
    private SolrDocumentList run(String expression, int limit, NoteFilter filter, IndexedPhrases phrases) {
        SolrQuery query = new SolrQuery(expression);
        query.set("q.op", "OR");
        SolrFilter.queries(storeKey, filter).forEach(query::addFilterQuery);
        SolrFilter.route(query, storeKey);
        boolean counted = phrases.singleTerms().isPresent();
        query.setFields((counted ? "id," + ChunkDocs.PATH + ",ordinal" : ChunkDocs.HIT_FIELDS) + ","
                + StoreBm25.scoredFields(phrases));
        query.setRows((int) Math.min(Integer.MAX_VALUE, Math.max(MIN_CANDIDATES, (long) CANDIDATES_PER_HIT * limit)));
        query.addSort("score", SolrQuery.ORDER.desc);
        query.addSort(ChunkDocs.PATH, SolrQuery.ORDER.asc);
        query.addSort("ordinal", SolrQuery.ORDER.asc);
        return collection.query(query).getResults();
    }

    /** The chunks of a run ranked by the store's statistics, the best {@code limit}. */
    private static List<Ranked> ranked(SolrDocumentList docs, int limit, CompletableFuture<StoreBm25> statistics) {
        if (docs.isEmpty()) {
            return List.of();
        }
        StoreBm25 bm25 = Concurrently.await(statistics);
        return docs.stream().map(doc -> new Ranked(doc, bm25.score(doc))).sorted(ORDER).limit(limit).toList();
    }

    /**
     * The ranked chunks with the fields a hit shows, read for these chunks alone, in one request per {@value
     * SolrVectorIndex#HASHES_PER_QUERY} (no page beyond the last). A chunk a writer removed since it was ranked is
     * left out.
     */
    private List<Ranked> withHitFields(List<Ranked> ranked) {
        List<String> ids = ranked.stream().map(SolrLexicalIndex::id).toList();
        Map<String, SolrDocument> docs = new HashMap<>();
        for (int from = 0; from < ids.size(); from += SolrVectorIndex.HASHES_PER_QUERY) {
            List<String> slice = ids.subList(from, Math.min(ids.size(), from + SolrVectorIndex.HASHES_PER_QUERY));
            SolrQuery query = new SolrQuery(SolrFilter.anyOf("id", slice));
            SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
            SolrFilter.route(query, storeKey);
            query.setFields(ChunkDocs.HIT_FIELDS);
            query.setRows(slice.size());
            collection.query(query).getResults().forEach(doc -> docs.put((String) doc.getFirstValue("id"), doc));
        }
        return ranked.stream().filter(r -> docs.containsKey(id(r))).map(r -> new Ranked(docs.get(id(r)), r.score()))
                .toList();
    }

    private static ChunkHit hit(Ranked ranked, IndexedPhrases phrases) {
        SolrDocument doc = ranked.doc();
        Object body = doc.getFirstValue("body");
        Snippet snippet = Snippets.window(phrases.marked(body == null ? "" : (String) body, OPEN, CLOSE), OPEN, CLOSE);
        return new ChunkHit(ChunkDocs.chunk(doc), ranked.score(), snippet, ChunkDocs.retired(doc),
                ChunkDocs.session(doc));
    }
}
