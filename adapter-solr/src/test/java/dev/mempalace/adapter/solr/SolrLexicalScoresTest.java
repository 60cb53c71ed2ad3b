package dev.mempalace.adapter.solr;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.QueryTerms;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.cloud.DocCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Lexical scores are SQLite FTS5's bm25() with MemPalace's column weights, computed over the store's own chunks:
 * exact over a collection of two shards, the same in a collection of one, and untouched by another store's chunks
 * on the same shard, however many hold the query's words. Snippets are marked as Solr's highlighter marks them.
 */
class SolrLexicalScoresTest {

    private static final Duration WAIT = Duration.ofSeconds(5);
    /** Eight chunks, 33 words in all: a.md 4 (its title "a" and three), b.md 6, f.md 7 (title, heading, body). */
    private static final List<Note> NOTES = List.of(note("a.md", "alpha beta gamma"),
            note("b.md", "alpha alpha delta epsilon zeta"), note("c.md", "theta iota kappa"), note("d.md", "lambda mu"),
            note("e.md", "nu xi omicron"), note("f.md", "# Alpha notes\n\nkappa"), note("g.md", "omega"),
            note("h.md", "omega psi"));

    @RegisterExtension
    static final SolrTestCluster cluster = new SolrTestCluster();

    @Test
    void scoresAreFts5Bm25OverTheStoresChunks() {
        String key = SolrTestCluster.freshKey();
        write(SolrIndexStoreTest.LAYOUT, key, NOTES);
        double average = 33.0 / 8;
        double alpha = Math.log((8 - 3 + 0.5) / (3 + 0.5));
        double delta = Math.log((8 - 1 + 0.5) / (1 + 0.5));
        Map<String, Double> scores = scores(SolrIndexStoreTest.LAYOUT, key, "alpha");
        assertEquals(List.of("f.md", "b.md", "a.md"), List.copyOf(scores.keySet()), "title 4, heading 2, body 1");
        assertEquals(bm25(alpha, 4 + 2 + 1, 7, average), scores.get("f.md"), 1e-12);
        assertEquals(bm25(alpha, 2, 6, average), scores.get("b.md"), 1e-12);
        assertEquals(bm25(alpha, 1, 4, average), scores.get("a.md"), 1e-12);
        Map<String, Double> both = scores(SolrIndexStoreTest.LAYOUT, key, "alpha delta");
        assertEquals(bm25(alpha, 2, 6, average) + bm25(delta, 1, 6, average), both.get("b.md"), 1e-12);
        assertEquals(bm25(alpha, 1, 4, average) + bm25(delta, 0, 4, average), both.get("a.md"), 1e-12,
                "a chunk holding some of the words still scores by all the phrases");
        Map<String, Double> parts = scores(SolrIndexStoreTest.LAYOUT, key, "alphaBeta");
        assertEquals(List.of("a.md"), List.copyOf(parts.keySet()));
        assertEquals(bm25(Math.log((8 - 1 + 0.5) / (1 + 0.5)), 1, 4, average), parts.get("a.md"), 1e-12,
                "a phrase of two words (a camelCase word's parts), counted in the chunks' text");
    }

    @Test
    void anotherStoreOnTheSameShardChangesNothingAndShardsDoNotMatter() {
        String key = SolrTestCluster.freshKey();
        write(SolrIndexStoreTest.LAYOUT, key, NOTES);
        List<Map.Entry<String, Double>> alone = List.copyOf(scores(SolrIndexStoreTest.LAYOUT, key, "alpha omega")
                .entrySet());
        String neighbour = neighbourOf(key);
        List<Note> crowd = IntStream.range(0, 60).mapToObj(i -> note("crowd/" + i + ".md",
                "alpha omega alpha and many more words of a long chunk about nothing " + i)).toList();
        write(SolrIndexStoreTest.LAYOUT, neighbour, crowd);
        assertEquals(alone, List.copyOf(scores(SolrIndexStoreTest.LAYOUT, key, "alpha omega").entrySet()),
                "the neighbour counts for nothing");
        SolrIndexStore.Layout single = new SolrIndexStore.Layout("single-shard", 1, 1);
        write(single, key, NOTES);
        write(single, neighbour, crowd);
        assertEquals(alone, List.copyOf(scores(single, key, "alpha omega").entrySet()),
                "one shard or two, the same scores");
    }

    @Test
    void snippetsAreMarkedAsSolrsHighlighterMarksThem() throws Exception {
        String key = SolrTestCluster.freshKey();
        write(SolrIndexStoreTest.LAYOUT, key, List.of(
                note("x.md", "The SparseVhd file locks; a sparse VHD was locked by locking it, sparse-vhd too."),
                note("y.md", "lock the lock, then locks and locked: lock lock lock"),
                note("z.md", "# Résumé\n\nA café, naïve résumés, CAFE and cafés in a row")));
        for (String query : List.of("SparseVhd lock", "cafe resume", "locked files", "lock lock")) {
            SolrQuery highlighted = new SolrQuery(LuceneQuery.of(QueryTerms.of(query)).anyTerm());
            highlighted.set("q.op", "OR");
            SolrFilter.chunksOf(key).forEach(highlighted::addFilterQuery);
            highlighted.setFields("id,path,body");
            highlighted.setHighlight(true);
            highlighted.set("hl.method", "unified");
            highlighted.set("hl.fl", "body");
            highlighted.set("hl.bs.type", "WHOLE");
            highlighted.set("hl.snippets", 1);
            highlighted.set("hl.defaultSummary", false);
            highlighted.set("hl.tag.pre", "\u0002");
            highlighted.set("hl.tag.post", "\u0003");
            QueryResponse response = cluster.client().query(SolrIndexStoreTest.LAYOUT.collection(), highlighted);
            Map<String, Snippet> expected = new LinkedHashMap<>();
            for (SolrDocument doc : response.getResults()) {
                List<String> marked = response.getHighlighting().get((String) doc.getFirstValue("id")).get("body");
                expected.put((String) doc.getFirstValue(ChunkDocs.PATH), Snippets.window(marked == null
                        ? (String) doc.getFirstValue("body") : marked.get(0), '\u0002', '\u0003'));
            }
            Map<String, Snippet> snippets = new LinkedHashMap<>();
            try (SolrIndexStore store = SolrIndexStore.over(cluster.client(), SolrIndexStoreTest.LAYOUT, key, WAIT);
                    IndexSession session = store.read()) {
                session.lexical().search(QueryTerms.of(query), 10, NoteFilter.EVERY).hits()
                        .forEach(hit -> snippets.put(hit.chunk().path(), hit.snippet()));
            }
            assertEquals(expected.keySet(), snippets.keySet(), query);
            expected.forEach((path, snippet) -> assertEquals(snippet, snippets.get(path), query + " in " + path));
        }
    }

    /** A fresh store key whose documents share a shard with the given store's. */
    private static String neighbourOf(String key) {
        DocCollection collection = cluster.client().getClusterStateProvider().getClusterState()
                .getCollection(SolrIndexStoreTest.LAYOUT.collection());
        String shard = collection.getRouter().getTargetSlice(ChunkDocs.storeId(key), null, null, null, collection)
                .getName();
        while (true) {
            String other = SolrTestCluster.freshKey();
            if (collection.getRouter().getTargetSlice(ChunkDocs.storeId(other), null, null, null, collection)
                    .getName().equals(shard)) {
                return other;
            }
        }
    }

    /** FTS5's bm25() of one phrase: k1 1.2, b 0.75. */
    private static double bm25(double idf, double frequency, double length, double average) {
        return idf * ((frequency * 2.2) / (frequency + 1.2 * (1 - 0.75 + 0.75 * length / average)));
    }

    private static void write(SolrIndexStore.Layout layout, String key, List<Note> notes) {
        List<IndexUpdate.Upsert> upserts = new ArrayList<>();
        notes.forEach(note -> upserts.add(new IndexUpdate.Upsert(note, 1, 1L, "f1")));
        try (SolrIndexStore store = SolrIndexStore.over(cluster.client(), layout, key, WAIT);
                IndexSession session = store.write("test")) {
            session.notes().apply(new IndexUpdate(upserts, List.of(), List.of()));
        }
    }

    /** Each hit's path and score, best first (the order counts when two are compared). */
    private static Map<String, Double> scores(SolrIndexStore.Layout layout, String key, String query) {
        try (SolrIndexStore store = SolrIndexStore.over(cluster.client(), layout, key, WAIT);
                IndexSession session = store.read()) {
            Map<String, Double> scores = new LinkedHashMap<>();
            session.lexical().search(QueryTerms.of(query), 100, NoteFilter.EVERY).hits()
                    .forEach(hit -> scores.put(hit.chunk().path(), hit.score()));
            return scores;
        }
    }
}
