package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.ranking.LinkBoost;
import dev.mempalace.domain.ranking.NoteRanking;
import dev.mempalace.domain.ranking.Ranking;
import dev.mempalace.domain.ranking.ReciprocalRankFusion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs the lexical leg, the vector leg, or both fused by RRF. It never writes and never embeds a document:
 * when vectors are missing it answers with what it has and says so in the warnings.
 */
public final class SearchService implements SearchMemory {

    /** Each leg returns at least this many chunks, and at least four times the limit. */
    static final int MIN_POOL = 50;

    /**
     * Weight of a lexical ranking that only the OR fallback produced. Such hits share a word or two with the
     * question and nothing more; at full weight they outvote the vector leg on paraphrased questions
     * (docs/benchmarks.md has the measurements behind 0.05).
     */
    static final double FALLBACK_WEIGHT = 0.05;

    /** How many of the best notes lend a boost to the notes they link with. */
    static final int LINK_SEEDS = 3;

    /** The weight of a wiki-link boost, relative to one leg's full RRF weight. */
    static final double LINK_WEIGHT = 0.1;

    private final NoteSource source;
    private final NoteIndex index;
    private final LexicalIndex lexical;
    private final VectorIndex vectors;
    private final Embedder embedder;

    public SearchService(NoteSource source, NoteIndex index, LexicalIndex lexical, VectorIndex vectors,
            Embedder embedder) {
        this.source = source;
        this.index = index;
        this.lexical = lexical;
        this.vectors = vectors;
        this.embedder = embedder;
    }

    @Override
    public SearchResult search(SearchRequest request) {
        List<String> warnings = new ArrayList<>();
        driftWarning().ifPresent(warnings::add);
        Optional<Fingerprint> fingerprint = fingerprint(warnings);
        VectorCoverage coverage = fingerprint.map(f -> vectors.coverage(f.id())).orElse(new VectorCoverage(0, 0));
        SearchMode mode = chooseMode(request.mode(), coverage, fingerprint.isPresent(), warnings);

        int poolSize = Math.max(MIN_POOL, 4 * request.limit());
        List<Ranking> rankings = new ArrayList<>();
        if (mode != SearchMode.VECTOR) {
            LexicalMatches matches = lexical.search(request.query(), poolSize);
            double weight = mode == SearchMode.HYBRID && !matches.allTerms() ? FALLBACK_WEIGHT : 1.0;
            rankings.add(new Ranking(Leg.LEXICAL, weight, matches.hits()));
        }
        if (mode != SearchMode.LEXICAL) {
            float[] query = embedder.embedQuery(request.query());
            rankings.add(Ranking.of(Leg.VECTOR, vectors.nearest(fingerprint.orElseThrow().id(), query, poolSize)));
        }
        List<FusedHit> pool = ReciprocalRankFusion.fuse(rankings);
        List<FusedHit> hits = pool;
        if (request.bestPerNote()) {
            hits = NoteRanking.bestPerNote(pool);
            if (mode == SearchMode.HYBRID) {
                hits = LinkBoost.apply(hits, pool, LINK_SEEDS, LINK_WEIGHT, ReciprocalRankFusion.DEFAULT_K);
            }
        }
        hits = NoteRanking.currentFirst(hits);
        return new SearchResult(request.query(), mode, hits.subList(0, Math.min(request.limit(), hits.size())),
                warnings);
    }

    private Optional<String> driftWarning() {
        Drift drift;
        try {
            drift = WorkspaceComparison.driftOf(source, index.files());
        } catch (WorkspaceUnreadableException e) {
            return Optional.of("the workspace cannot be read (" + e.getMessage() + "); results come from the index");
        }
        if (drift.agrees()) {
            return Optional.empty();
        }
        return Optional.of(String.format("%d note file(s) changed since the last ingest (%d new, %d changed, "
                + "%d deleted); run mempalace ingest", drift.size(), drift.added().size(), drift.changed().size(),
                drift.deleted().size()));
    }

    private Optional<Fingerprint> fingerprint(List<String> warnings) {
        try {
            return Optional.of(embedder.fingerprint());
        } catch (ModelUnavailableException e) {
            warnings.add("vector search unavailable: " + e.getMessage());
            return Optional.empty();
        }
    }

    private static SearchMode chooseMode(Optional<SearchMode> asked, VectorCoverage coverage, boolean model,
            List<String> warnings) {
        SearchMode wanted = asked.orElse(SearchMode.HYBRID);
        if (wanted == SearchMode.LEXICAL || !model) {
            return SearchMode.LEXICAL;
        }
        if (coverage.withVector() == 0) {
            if (coverage.chunks() > 0) {
                warnings.add("no chunk has a vector for the current model yet; answered lexically; "
                        + "run mempalace embed");
            }
            return SearchMode.LEXICAL;
        }
        if (!coverage.complete()) {
            warnings.add(String.format("%d of %d chunks have no vector; those are found lexically only; "
                    + "run mempalace embed", coverage.missing(), coverage.chunks()));
        }
        return wanted;
    }
}
