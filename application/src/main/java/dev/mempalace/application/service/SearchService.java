package dev.mempalace.application.service;

import dev.mempalace.application.concurrent.Concurrently;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.ranking.LinkBoost;
import dev.mempalace.domain.ranking.NoteRanking;
import dev.mempalace.domain.ranking.Ranking;
import dev.mempalace.domain.ranking.ReciprocalRankFusion;
import dev.mempalace.domain.text.QueryTerms;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Runs the lexical leg, the vector leg, or both fused by RRF, in one read session (both at once when the session
 * allows it: {@link IndexSession#concurrentLegs}). It never embeds a document and writes only if its {@link
 * Freshness} policy does, before it reads: when vectors are missing it answers with what it has and says so in its
 * notices.
 */
public final class SearchService implements SearchMemory {

    /** Each leg returns at least this many chunks, and at least four times the limit. */
    static final int MIN_POOL = 50;

    /**
     * Weight of a lexical ranking that only the OR fallback produced. Such hits share a word or two with the
     * question and nothing more; at full weight they outvote the vector leg on paraphrased questions
     * (docs/results.md has the measurements behind 0.05).
     */
    static final double FALLBACK_WEIGHT = 0.05;

    /** How many of the best notes lend a boost to the notes they link with. */
    static final int LINK_SEEDS = 3;

    /** The weight of a wiki-link boost, relative to one leg's full RRF weight. */
    static final double LINK_WEIGHT = 0.1;

    /**
     * A nearest chunk at this cosine similarity or above is near in meaning: without it, and without a note
     * holding every query word, a result is not confident (docs/results.md has the calibration).
     */
    static final double NEAR_COSINE = 0.63;

    private final NoteSource source;
    private final IndexStore store;
    private final Embedder embedder;
    private final Freshness freshness;

    public SearchService(NoteSource source, IndexStore store, Embedder embedder, Freshness freshness) {
        this.source = source;
        this.store = store;
        this.embedder = embedder;
        this.freshness = freshness;
    }

    @Override
    public SearchResult search(SearchRequest request) {
        try {
            return searchIndex(request);
        } catch (IndexMissingException missing) {
            // A fresh memory (no note written yet) needs no index to be known empty: say so, as status does.
            if (!source.listing().files().isEmpty()) {
                throw missing;
            }
            return new SearchResult(request.query(), request.mode().orElse(SearchMode.LEXICAL), List.of(),
                    List.of(new Notice.MemoryEmpty()), false, Set.of());
        }
    }

    private SearchResult searchIndex(SearchRequest request) {
        if (request.mode().orElse(SearchMode.HYBRID) != SearchMode.LEXICAL) {
            // The model loads (or a long-lived one embeds the query) while the index opens and the lexical leg
            // runs, rather than after them.
            embedder.prepareQuery(request.query());
        }
        List<Notice> notices = new ArrayList<>(freshness.beforeAnswer());
        // A lexical search asked for as such needs no model, nor a count of the vectors: its mode is lexical
        // whatever they are. It never asks for the model's identity, so a missing model neither fails it nor warns.
        boolean lexicalAsked = request.mode().equals(Optional.of(SearchMode.LEXICAL));
        Optional<Fingerprint> fingerprint = lexicalAsked ? Optional.empty() : fingerprint(notices);
        try (IndexSession index = store.read()) {
            VectorCoverage coverage = fingerprint.map(f -> index.vectors().coverage(f.id()))
                    .orElse(new VectorCoverage(0, 0));
            SearchMode mode = SearchModes.choose(request.mode(), coverage, fingerprint.isPresent(), notices);

            int notesWanted = request.bestPerNote() ? request.limit() : 0;
            int poolSize = Math.max(MIN_POOL, 4 * request.limit());
            // Where links lend boosts (a hybrid, one hit per note), retired notes stay in the legs' pools: one
            // superseded by another still lends it its boost, and leaves the answer after fusion. Elsewhere the
            // legs leave them out themselves.
            boolean lendingBoosts = request.bestPerNote() && mode == SearchMode.HYBRID;
            NoteFilter legs = lendingBoosts ? request.filter().includingRetired() : request.filter();
            List<Ranking> rankings = new ArrayList<>();
            LexicalMatches matches = new LexicalMatches(List.of(), 0, false);
            Supplier<List<ChunkHit>> vectorLeg = () -> {
                float[] query = embedder.embedQuery(request.query());
                String fingerprintId = fingerprint.orElseThrow().id();
                return pooled(limit -> index.vectors().nearest(fingerprintId, query, limit, legs),
                        Function.identity(), poolSize, notesWanted);
            };
            // Neither leg needs the other's answer: where the index allows it, the vector leg runs beside the
            // lexical one. A lexical failure is still the one reported, once the vector leg has ended.
            CompletableFuture<List<ChunkHit>> vectorAtOnce = mode == SearchMode.HYBRID && index.concurrentLegs()
                    ? Concurrently.start(vectorLeg) : null;
            if (mode != SearchMode.VECTOR) {
                QueryTerms terms = QueryTerms.of(request.query());
                try {
                    matches = pooled(limit -> index.lexical().search(terms, limit, legs),
                            LexicalMatches::hits, poolSize, notesWanted);
                } catch (RuntimeException | Error e) {
                    if (vectorAtOnce != null) {
                        Concurrently.settle(vectorAtOnce);
                    }
                    throw e;
                }
                rankings.add(lexicalRanking(matches, mode));
            }
            // Only what the answer may show makes it confident: where links lend boosts, the legs' pools keep retired
            // notes, and one of them holding every word, or near in meaning, must not vouch for an answer hiding it.
            Predicate<ChunkHit> shown = hit -> request.filter().includeRetired() || !hit.retired();
            double nearest = Double.NaN;
            if (mode != SearchMode.LEXICAL) {
                List<ChunkHit> vectorHits = vectorAtOnce != null ? Concurrently.await(vectorAtOnce) : vectorLeg.get();
                nearest = vectorHits.stream().filter(shown).findFirst().map(ChunkHit::score).orElse(Double.NaN);
                rankings.add(Ranking.of(Leg.VECTOR, vectorHits));
            }
            List<FusedHit> hits;
            if (request.bestPerNote()) {
                hits = ReciprocalRankFusion.fuseNotes(rankings);
                if (mode == SearchMode.HYBRID) {
                    List<Chunk> chunks = rankings.stream().flatMap(r -> r.hits().stream()).map(ChunkHit::chunk)
                            .toList();
                    // A note superseded by another (front matter supersedes) lends it its boost as a wiki-link would;
                    // the index is asked which only when a retired note was found.
                    Map<String, List<String>> supersessions = hits.stream().anyMatch(FusedHit::retired)
                            ? index.notes().supersessions() : Map.of();
                    hits = LinkBoost.apply(hits, chunks, supersessions, LINK_SEEDS, LINK_WEIGHT,
                            ReciprocalRankFusion.DEFAULT_K);
                }
            } else {
                hits = ReciprocalRankFusion.fuse(rankings);
            }
            hits = NoteRanking.currentFirst(hits);
            if (!request.filter().includeRetired()) {
                hits = hits.stream().filter(hit -> !hit.retired()).toList();
            }
            boolean allWordsShown = matches.matchedAllWords() && matches.holdingAllTerms().stream().anyMatch(shown);
            boolean confident = allWordsShown || nearest >= NEAR_COSINE;
            if (hits.isEmpty()) {
                notices.add(SearchModes.whyNothing(index, request.filter()));
            } else if (!confident) {
                notices.add(new Notice.NothingMatchedWell(mode != SearchMode.VECTOR, nearest));
            }
            // Not Collectors.toSet(): its lambdas are the JDK's, spun at their first use in a process, never archived.
            Set<String> allWords = new HashSet<>(matches.holdingAllTerms().stream().map(h -> h.chunk().path())
                    .toList());
            // One hit per fact, by the notes' stored vectors: a lexical search reads none, so it folds nothing.
            HitCollapse.Collapsed collapsed = request.bestPerNote() && mode != SearchMode.LEXICAL
                    ? new HitCollapse(paths -> index.vectors().byNote(fingerprint.orElseThrow().id(), paths),
                            this::body).collapse(hits, request.limit())
                    : new HitCollapse.Collapsed(hits, Map.of());
            hits = collapsed.hits();
            return new SearchResult(request.query(), mode, hits.subList(0, Math.min(request.limit(), hits.size())),
                    notices, confident, allWords, collapsed.duplicates());
        }
    }

    /** A note's body as its source reads it, for its words; none when it cannot be read (gone since indexed). */
    private Optional<String> body(String path) {
        try {
            return Optional.of(source.body(path));
        } catch (NoteUnreadableException | NotePathRefusedException e) {
            return Optional.empty();
        }
    }

    /**
     * The lexical ranking fusion sees. Alone, every hit counts. In a hybrid, chunks holding every query word
     * count fully and those holding some are left to the vector leg; when none holds them all, the ones holding
     * some count for little ({@link #FALLBACK_WEIGHT}).
     */
    private static Ranking lexicalRanking(LexicalMatches matches, SearchMode mode) {
        if (mode != SearchMode.HYBRID) {
            return Ranking.of(Leg.LEXICAL, matches.hits());
        }
        if (matches.allTerms()) {
            return Ranking.of(Leg.LEXICAL, matches.holdingAllTerms());
        }
        return new Ranking(Leg.LEXICAL, FALLBACK_WEIGHT, matches.hits());
    }

    /**
     * One leg's answer for a pool of {@code poolSize} chunks, asked again with a pool twice as large while the
     * chunks so far come from fewer than {@code notesWanted} notes and the leg had more to give: a long note
     * whose chunks fill the pool must not hide the other notes that match.
     */
    static <T> T pooled(IntFunction<T> leg, Function<T, List<ChunkHit>> hitsOf, int poolSize, int notesWanted) {
        int size = poolSize;
        T answer = leg.apply(size);
        while (hitsOf.apply(answer).size() >= size && size < Integer.MAX_VALUE / 2
                && Ranking.bestPerNote(hitsOf.apply(answer)).size() < notesWanted) {
            size *= 2;
            answer = leg.apply(size);
        }
        return answer;
    }

    private Optional<Fingerprint> fingerprint(List<Notice> notices) {
        try {
            return Optional.of(Fingerprint.of(embedder.identity(), source.format()));
        } catch (ModelUnavailableException e) {
            notices.add(new Notice.ModelUnavailable(e.getMessage()));
            return Optional.empty();
        }
    }
}
