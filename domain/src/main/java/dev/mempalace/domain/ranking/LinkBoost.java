package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.WikiLinks;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Raises notes that the best-ranked notes link to, or are linked from, by wiki-links: an answer often spans a
 * note and the note it points to. Only notes already found by some leg move; none is added.
 */
public final class LinkBoost {

    /** A note linking to at most this many notes lends each its full boost; one linking to more, a share. */
    static final int FULL_WEIGHT_LINKS = 3;

    private LinkBoost() {
    }

    /**
     * Adds {@code weight / (k + r)} to each note linked with the note at note rank {@code r <= seeds}, using the
     * links found in every chunk of the pool, scaled down when the linking note links to more than
     * {@value #FULL_WEIGHT_LINKS} notes. Input and output are one hit per note, best first.
     */
    public static List<FusedHit> apply(List<FusedHit> notes, List<FusedHit> pool, int seeds, double weight, int k) {
        Map<String, Set<String>> linksByPath = new HashMap<>();
        for (FusedHit hit : pool) {
            linksByPath.computeIfAbsent(hit.chunk().path(), p -> new HashSet<>())
                    .addAll(WikiLinks.in(hit.chunk().text()));
        }
        Map<String, Double> bonus = new HashMap<>();
        for (int r = 0; r < Math.min(seeds, notes.size()); r++) {
            String seed = notes.get(r).chunk().path();
            Set<String> seedLinks = linksByPath.getOrDefault(seed, Set.of());
            for (FusedHit other : notes) {
                String path = other.chunk().path();
                Set<String> otherLinks = linksByPath.getOrDefault(path, Set.of());
                double share = 0;
                if (seedLinks.contains(WikiLinks.name(path))) {
                    share = Math.max(share, shareOf(seedLinks));
                }
                if (otherLinks.contains(WikiLinks.name(seed))) {
                    share = Math.max(share, shareOf(otherLinks));
                }
                if (!path.equals(seed) && share > 0) {
                    bonus.merge(path, share * weight / (k + r + 1), Double::sum);
                }
            }
        }
        List<FusedHit> boosted = new ArrayList<>(notes.size());
        for (FusedHit hit : notes) {
            double extra = bonus.getOrDefault(hit.chunk().path(), 0.0);
            boosted.add(extra == 0 ? hit
                    : new FusedHit(hit.chunk(), hit.snippet(), hit.retired(), hit.score() + extra, hit.legs()));
        }
        boosted.sort(ReciprocalRankFusion.ORDER);
        return boosted;
    }

    // A link from a note that links to many (an index, a list of links) says little about any one of them.
    private static double shareOf(Set<String> links) {
        return Math.min(1.0, (double) FULL_WEIGHT_LINKS / links.size());
    }
}
