package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.LexicalWeights;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.QueryTerms;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;

/**
 * FTS5 search over chunks ranked by BM25, titles and headings weighing more than the body: the chunks holding
 * every query term first, then, while the list has room, the best of those holding some.
 *
 * <p>A run ranks the full-text matches alone first, and reads the chunk rows, their notes and snippets only for the
 * best few of them. Joining every match instead reads a chunk row and a note row for each, which on a large index
 * costs several times the ranking itself (an any-word run of common words matches a good part of the chunks).
 */
final class SqliteLexicalIndex implements LexicalIndex {

    static final int SNIPPET_TOKENS = 24;
    /** snippet() wraps each match in these; control characters a note does not hold, read back into spans. */
    private static final char OPEN = '\u0002';
    private static final char CLOSE = '\u0003';

    /** Candidates ranked per hit wanted, so that a few retired notes or ties among them still leave enough. */
    static final int CANDIDATES_PER_HIT = 2;
    /** At most this many candidates, each a bound parameter of the search (SQLite allows 32,766). */
    static final int MAX_CANDIDATES = 2_000;

    private static final String BM25 = "bm25(chunks_fts, :title, :heading, :body, :identifiers)";

    private static final String CANDIDATES = "SELECT rowid AS id, " + BM25 + " AS score FROM chunks_fts "
            + "WHERE chunks_fts MATCH :query ORDER BY score LIMIT :candidates";

    private static final String SEARCH = "SELECT " + ChunkRows.COLUMNS + ", " + BM25 + " AS rank, "
            + "snippet(chunks_fts, 2, :open, :close, '…', :tokens) AS snippet "
            + "FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid JOIN files f ON f.path = c.path "
            + "WHERE chunks_fts MATCH :query%s ORDER BY rank, c.path, c.ordinal LIMIT :limit";
    /**
     * The unary plus keeps the list out of FTS5's hands: given the row ids, FTS5 would look each one up in the index
     * on its own, which takes longer than one pass over the matches that skips the rows not listed.
     */
    private static final String AMONG = " AND +chunks_fts.rowid IN (%s)";

    private final SqliteIndexFile file;

    SqliteLexicalIndex(SqliteIndexFile file) {
        this.file = file;
    }

    @Override
    public LexicalMatches search(QueryTerms query, int limit, NoteFilter filter) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        FtsQuery fts = FtsQuery.of(query);
        if (fts.isEmpty()) {
            return new LexicalMatches(List.of(), 0, false);
        }
        List<ChunkHit> all = run(fts.allTerms(), limit, filter);
        if (all.size() == limit || fts.terms().size() == 1) {
            return new LexicalMatches(all, all.size(), fts.meaningful());
        }
        // Not Collectors.toSet(): its lambdas are the JDK's, spun at their first use in a process, never archived.
        Set<String> holding = new HashSet<>(all.stream().map(hit -> hit.chunk().key()).toList());
        List<ChunkHit> hits = new ArrayList<>(all);
        run(fts.anyTerm(), limit, filter).stream().filter(hit -> !holding.contains(hit.chunk().key()))
                .limit(limit - all.size()).forEach(hits::add);
        return new LexicalMatches(hits, all.size(), fts.meaningful());
    }

    /**
     * The best {@code limit} matches of an FTS5 expression. Read among the best-ranked candidates, the answer is the
     * one a search of every match gives when every match was a candidate, or when the last hit ranks strictly
     * better than the last candidate (every other match ranks no better than that one); otherwise every match is
     * searched. So is it at once under a filter of paths, tags, dates, sources or projects, which may leave out
     * most of the best matches (only the retirement rule leaves out few), and for a limit above the candidates'.
     */
    private List<ChunkHit> run(String expression, int limit, NoteFilter filter) {
        if (!filter.onlyRetirement() || limit > MAX_CANDIDATES / CANDIDATES_PER_HIT) {
            return file.read(h -> search(h, expression, limit, filter, List.of()));
        }
        int wanted = limit * CANDIDATES_PER_HIT;
        return file.read(h -> {
            List<Candidate> candidates = weighted(h.createQuery(CANDIDATES)).bind("query", expression)
                    .bind("candidates", wanted)
                    .map((rs, ctx) -> new Candidate(rs.getLong("id"), rs.getDouble("score"))).list();
            if (candidates.isEmpty()) {
                return List.of();
            }
            List<ChunkHit> hits = search(h, expression, limit, filter, candidates);
            boolean everyMatch = candidates.size() < wanted;
            // A hit's score is bm25() negated, exactly; bm25() is lower for better matches.
            if (everyMatch || hits.size() == limit
                    && -hits.get(limit - 1).score() < candidates.get(candidates.size() - 1).score()) {
                return hits;
            }
            return search(h, expression, limit, filter, List.of());
        });
    }

    /** The search of {@code expression}'s matches, among {@code candidates} unless there are none. */
    private static List<ChunkHit> search(Handle h, String expression, int limit, NoteFilter filter,
            List<Candidate> candidates) {
        String among = candidates.isEmpty() ? "" : AMONG.formatted(SqlList.parameters("id", candidates.size()));
        Query query = weighted(FilterSql.bind(h.createQuery(SEARCH.formatted(among + FilterSql.condition(filter))),
                filter)).bind("tokens", SNIPPET_TOKENS).bind("open", String.valueOf(OPEN))
                .bind("close", String.valueOf(CLOSE))
                .bind("query", expression).bind("limit", limit);
        // The ids as SqlList names them, bound as longs for the reason the weights are (weighted).
        for (int i = 0; i < candidates.size(); i++) {
            query.bind("id" + i, candidates.get(i).id());
        }
        // bm25() is lower for better matches; the port wants higher to be better.
        return query.map((rs, ctx) -> new ChunkHit(ChunkRows.chunk(rs), -rs.getDouble("rank"),
                        Snippet.marked(rs.getString("snippet"), OPEN, CLOSE), ChunkRows.retired(rs),
                        ChunkRows.session(rs)))
                .list();
    }

    /**
     * The columns' weights, each bound as a {@code double}: a boxed value is bound by its class, whose annotations
     * Jdbi reads for qualifiers (a proxy class spun on a cold search's main thread).
     */
    private static Query weighted(Query query) {
        return query.bind("title", LexicalWeights.TITLE).bind("heading", LexicalWeights.HEADING)
                .bind("body", LexicalWeights.BODY).bind("identifiers", LexicalWeights.FORMS);
    }

    /** A chunk's row id and its bm25() score, lower for better matches. */
    private record Candidate(long id, double score) {
    }
}
