package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.WikiLinks;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Raises notes that the best-ranked notes link to, or are linked from, by wiki-links: an answer often spans a
 * note and the note it points to. Only notes already found by some leg move; none is added, and none rises to or
 * above a note that lent it a boost, so the note every leg ranks first stays first. A current lender lifts a note
 * at most halfway to itself, so a link alone does not carry a note past the notes the legs placed between them; a
 * retired lender (superseded, deprecated, archived), which leaves the answer, may lift the note it links with to
 * just below itself: the note that replaced it takes its place.
 */
public final class LinkBoost {

    /** A note linking to at most this many notes lends each its full boost; one linking to more, a share. */
    static final int FULL_WEIGHT_LINKS = 3;

    /** A boosted note ends at most this fraction of its lender's score: strictly below it, whatever the rounding. */
    private static final double BELOW = 1 - 1e-9;

    /** How much of the distance to a current lender its boost may close. */
    static final double CURRENT_LENDER_REACH = 0.5;

    private LinkBoost() {
    }

    /**
     * Adds {@code weight / (k + r)} to the boost of each note linked with the note at note rank {@code r <= seeds},
     * using the links found in {@code chunks}, scaled down when the linking note links to more than
     * {@value #FULL_WEIGHT_LINKS} notes; a boosted score stays below the score of every note that lent to it.
     * Input and output are one hit per note, best first.
     */
    public static List<FusedHit> apply(List<FusedHit> notes, Collection<Chunk> chunks, int seeds, double weight,
            int k) {
        return apply(notes, chunks, Map.of(), seeds, weight, k);
    }

    /**
     * The same, with links the chunks' text does not hold: {@code moreLinks} gives, by note path, the paths it
     * links with besides (the notes it supersedes).
     */
    public static List<FusedHit> apply(List<FusedHit> notes, Collection<Chunk> chunks,
            Map<String, ? extends Collection<String>> moreLinks, int seeds, double weight, int k) {
        Map<String, Set<String>> linksByPath = new HashMap<>();
        moreLinks.forEach((path, targets) -> targets.forEach(target -> linksByPath.computeIfAbsent(path,
                p -> new HashSet<>()).add(WikiLinks.name(target))));
        for (Chunk chunk : chunks) {
            linksByPath.computeIfAbsent(chunk.path(), p -> new HashSet<>()).addAll(WikiLinks.in(chunk.text()));
        }
        Map<String, List<Lend>> lent = new HashMap<>();
        for (int r = 0; r < Math.min(seeds, notes.size()); r++) {
            FusedHit seed = notes.get(r);
            String seedPath = seed.chunk().path();
            Set<String> seedLinks = linksByPath.getOrDefault(seedPath, Set.of());
            for (FusedHit other : notes) {
                String path = other.chunk().path();
                Set<String> otherLinks = linksByPath.getOrDefault(path, Set.of());
                double share = 0;
                if (seedLinks.contains(WikiLinks.name(path))) {
                    share = Math.max(share, shareOf(seedLinks));
                }
                if (otherLinks.contains(WikiLinks.name(seedPath))) {
                    share = Math.max(share, shareOf(otherLinks));
                }
                if (!path.equals(seedPath) && share > 0) {
                    lent.computeIfAbsent(path, p -> new ArrayList<>())
                            .add(new Lend(share * weight / (k + r + 1), ceiling(seed, other)));
                }
            }
        }
        List<FusedHit> boosted = new ArrayList<>(notes.size());
        for (FusedHit hit : notes) {
            List<Lend> lending = lent.get(hit.chunk().path());
            // Most notes have no lender: no stream is built for them (each costs a cold search's interpreter).
            if (lending == null) {
                boosted.add(hit);
                continue;
            }
            // A lender the note already ranks above neither lifts it nor holds it down.
            List<Lend> lenders = lending.stream()
                    .filter(l -> l.ceiling() > hit.score()).toList();
            double extra = Math.min(lenders.stream().mapToDouble(Lend::bonus).sum(),
                    lenders.stream().mapToDouble(Lend::ceiling).min().orElse(0) - hit.score());
            boosted.add(extra > 0 ? hit.boosted(extra) : hit);
        }
        boosted.sort(ReciprocalRankFusion.ORDER);
        return boosted;
    }

    /** The score a note boosted by {@code lender} must stay below. */
    private static double ceiling(FusedHit lender, FusedHit note) {
        if (lender.retired()) {
            return lender.score() * BELOW;
        }
        return note.score() + CURRENT_LENDER_REACH * (lender.score() - note.score());
    }

    /** What one seed lends a note: the bonus, and the score the note must stay below. */
    private record Lend(double bonus, double ceiling) {
    }

    // A link from a note that links to many (an index, a list of links) says little about any one of them.
    private static double shareOf(Set<String> links) {
        return Math.min(1.0, (double) FULL_WEIGHT_LINKS / links.size());
    }
}
