package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.LexicalWeights;
import dev.mempalace.domain.ranking.Snippet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * FTS5 search over chunks ranked by BM25, titles and headings weighing more than the body: the chunks holding
 * every query term first, then, while the list has room, the best of those holding some.
 */
final class SqliteLexicalIndex implements LexicalIndex {

    static final int SNIPPET_TOKENS = 24;
    /** snippet() wraps each match in these; control characters a note does not hold, read back into spans. */
    private static final char OPEN = '\u0002';
    private static final char CLOSE = '\u0003';

    private static final String SEARCH = "SELECT " + ChunkRows.COLUMNS + ", "
            + "bm25(chunks_fts, :title, :heading, :body, :identifiers) AS rank, "
            + "snippet(chunks_fts, 2, :open, :close, '…', :tokens) AS snippet "
            + "FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid JOIN files f ON f.path = c.path "
            + "WHERE chunks_fts MATCH :query%s ORDER BY rank, c.path, c.ordinal LIMIT :limit";

    private final SqliteIndexFile file;

    SqliteLexicalIndex(SqliteIndexFile file) {
        this.file = file;
    }

    @Override
    public LexicalMatches search(String query, int limit, NoteFilter filter) {
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
        Set<String> holding = all.stream().map(hit -> hit.chunk().key()).collect(Collectors.toSet());
        List<ChunkHit> hits = new ArrayList<>(all);
        run(fts.anyTerm(), limit, filter).stream().filter(hit -> !holding.contains(hit.chunk().key()))
                .limit(limit - all.size()).forEach(hits::add);
        return new LexicalMatches(hits, all.size(), fts.meaningful());
    }

    private List<ChunkHit> run(String expression, int limit, NoteFilter filter) {
        return file.read(h -> FilterSql.bind(h.createQuery(SEARCH.formatted(FilterSql.condition(filter))), filter)
                .bind("title", LexicalWeights.TITLE).bind("heading", LexicalWeights.HEADING)
                .bind("body", LexicalWeights.BODY).bind("identifiers", LexicalWeights.FORMS).bind("tokens", SNIPPET_TOKENS)
                .bind("open", String.valueOf(OPEN)).bind("close", String.valueOf(CLOSE))
                .bind("query", expression).bind("limit", limit)
                // bm25() is lower for better matches; the port wants higher to be better.
                .map((rs, ctx) -> new ChunkHit(ChunkRows.chunk(rs), -rs.getDouble("rank"),
                        Snippet.marked(rs.getString("snippet"), OPEN, CLOSE), ChunkRows.retired(rs),
                        ChunkRows.session(rs)))
                .list());
    }
}
