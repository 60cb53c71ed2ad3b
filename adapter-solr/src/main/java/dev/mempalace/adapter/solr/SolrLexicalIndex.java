package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.Snippet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.SolrDocument;

/**
 * BM25 search over one store's chunk documents, titles and headings weighing more than the body: the chunks holding
 * every query term first, then, while the list has room, the best of those holding some.
 */
final class SolrLexicalIndex implements LexicalIndex {

    /** The highlighter wraps each match in these; control characters a note does not hold, read back into spans. */
    private static final char OPEN = '\u0002';
    private static final char CLOSE = '\u0003';

    private final SolrCollection collection;
    private final String storeKey;

    SolrLexicalIndex(SolrCollection collection, String storeKey) {
        this.collection = collection;
        this.storeKey = storeKey;
    }

    @Override
    public LexicalMatches search(String query, int limit, NoteFilter filter) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        LuceneQuery lucene = LuceneQuery.of(query);
        if (lucene.isEmpty()) {
            return new LexicalMatches(List.of(), 0, false);
        }
        List<ChunkHit> all = run(lucene.allTerms(), limit, filter);
        if (all.size() == limit || lucene.terms().size() == 1) {
            return new LexicalMatches(all, all.size(), lucene.meaningful());
        }
        Set<String> holding = all.stream().map(hit -> hit.chunk().key()).collect(Collectors.toSet());
        List<ChunkHit> hits = new ArrayList<>(all);
        run(lucene.anyTerm(), limit, filter).stream().filter(hit -> !holding.contains(hit.chunk().key()))
                .limit(limit - all.size()).forEach(hits::add);
        return new LexicalMatches(hits, all.size(), lucene.meaningful());
    }

    private List<ChunkHit> run(String expression, int limit, NoteFilter filter) {
        SolrQuery query = new SolrQuery(expression);
        query.set("q.op", "OR");
        SolrFilter.queries(storeKey, filter).forEach(query::addFilterQuery);
        query.setFields(ChunkDocs.HIT_FIELDS + ",score");
        query.setRows(limit);
        query.addSort("score", SolrQuery.ORDER.desc);
        query.addSort(ChunkDocs.PATH, SolrQuery.ORDER.asc);
        query.addSort("ordinal", SolrQuery.ORDER.asc);
        query.setHighlight(true);
        query.set("hl.method", "unified");
        query.set("hl.fl", "body");
        query.set("hl.bs.type", "WHOLE");
        query.set("hl.snippets", 1);
        query.set("hl.defaultSummary", false);
        query.set("hl.tag.pre", String.valueOf(OPEN));
        query.set("hl.tag.post", String.valueOf(CLOSE));
        QueryResponse response = collection.query(query);
        Map<String, Map<String, List<String>>> highlights = response.getHighlighting();
        List<ChunkHit> hits = new ArrayList<>();
        for (SolrDocument doc : response.getResults()) {
            hits.add(new ChunkHit(ChunkDocs.chunk(doc), ((Number) doc.getFirstValue("score")).doubleValue(),
                    snippet(doc, highlights), ChunkDocs.retired(doc), ChunkDocs.session(doc)));
        }
        return hits;
    }

    /** The body's words around its first match, or its start when only the title or heading matched. */
    private static Snippet snippet(SolrDocument doc, Map<String, Map<String, List<String>>> highlights) {
        List<String> marked = highlights == null ? null
                : highlights.getOrDefault((String) doc.getFirstValue("id"), Map.of()).get("body");
        String body = (String) doc.getFirstValue("body");
        if (marked == null || marked.isEmpty()) {
            return Snippets.window(body == null ? "" : body, OPEN, CLOSE);
        }
        return Snippets.window(marked.get(0), OPEN, CLOSE);
    }
}
