package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Similar;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.text.Likeness;
import dev.mempalace.domain.text.Shingles;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * One hit per fact: walks a search's hits best first and folds each hit that nearly duplicates a better one (the
 * doctor's rule, {@link Likeness}, over the notes' stored vectors and their words) into it, until {@code limit} hits
 * are kept. Vectors are read for the hits walked only, a batch at a time, and a note's text only when its vector is
 * near a kept one's (its body, the front matter's values unread, with its title). Imported sessions neither fold nor are folded: they are transcripts, not facts; nor do retired
 * notes (shown only when asked for), which their successors nearly duplicate by design.
 */
final class HitCollapse {

    /** The hits kept, best first, and by a kept hit's path the hits folded into it. */
    record Collapsed(List<FusedHit> hits, Map<String, List<Similar>> duplicates) {
    }

    private final Function<Collection<String>, Map<String, List<float[]>>> vectors;
    private final Function<String, Optional<String>> bodies;
    private final Map<String, float[]> means = new HashMap<>();
    private final Set<String> asked = new HashSet<>();
    private final Map<String, Optional<Set<String>>> words = new HashMap<>();

    HitCollapse(Function<Collection<String>, Map<String, List<float[]>>> vectors,
            Function<String, Optional<String>> bodies) {
        this.vectors = vectors;
        this.bodies = bodies;
    }

    /** Up to {@code limit} hits, none a near duplicate of a better one, which lists it instead. */
    Collapsed collapse(List<FusedHit> hits, int limit) {
        List<FusedHit> kept = new ArrayList<>();
        Map<String, List<Similar>> duplicates = new LinkedHashMap<>();
        for (int i = 0; i < hits.size() && kept.size() < limit; i++) {
            FusedHit hit = hits.get(i);
            String path = hit.chunk().path();
            if (foldable(hit) && !asked.contains(path)) {
                load(hits.subList(i, Math.min(hits.size(), i + limit)));
            }
            Optional<FusedHit> head = Optional.empty();
            double cosine = 0;
            for (FusedHit better : means.containsKey(path) ? kept : List.<FusedHit>of()) {
                float[] mean = means.get(better.chunk().path());
                cosine = mean == null ? 0 : Likeness.cosine(mean, means.get(path));
                if (cosine >= Likeness.COSINE && alike(better, hit, cosine)) {
                    head = Optional.of(better);
                    break;
                }
            }
            if (head.isPresent()) {
                duplicates.computeIfAbsent(head.get().chunk().path(), p -> new ArrayList<>())
                        .add(new Similar(path, hit.chunk().title(), Math.round(cosine * 1000) / 1000.0));
            } else {
                kept.add(hit);
            }
        }
        return new Collapsed(kept, duplicates);
    }

    // One read for the next batch of hits not asked about yet: a search walks about as many hits as it keeps.
    private void load(List<FusedHit> batch) {
        Set<String> paths = new LinkedHashSet<>();
        batch.stream().filter(HitCollapse::foldable).map(h -> h.chunk().path()).filter(p -> !asked.contains(p))
                .forEach(paths::add);
        asked.addAll(paths);
        vectors.apply(paths).forEach((path, noteVectors) -> means.put(path, Likeness.mean(noteVectors)));
    }

    private static boolean foldable(FusedHit hit) {
        return hit.session().isEmpty() && !hit.retired();
    }

    private boolean alike(FusedHit a, FusedHit b, double cosine) {
        Optional<Set<String>> first = wordsOf(a);
        Optional<Set<String>> second = wordsOf(b);
        return first.isPresent() && second.isPresent()
                && Likeness.near(cosine, Shingles.overlap(first.get(), second.get()));
    }

    /** The doctor's words of a note: its title and body. */
    private Optional<Set<String>> wordsOf(FusedHit hit) {
        return words.computeIfAbsent(hit.chunk().path(), p -> bodies.apply(p)
                .map(body -> Shingles.of(hit.chunk().title() + "\n" + body)));
    }
}
