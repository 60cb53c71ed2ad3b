package dev.mempalace.application.service;

import dev.mempalace.domain.text.Likeness;
import dev.mempalace.domain.text.Shingles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The pairs of notes {@link Likeness} calls near duplicates, from their stored vectors and their text. */
final class NearDuplicates {

    private NearDuplicates() {
    }

    /** A note as it is compared: its path, its mean vector (normalised) and its shingles. */
    record Candidate(String path, float[] vector, Set<String> shingles) {

        static Candidate of(String path, List<float[]> vectors, String text) {
            return new Candidate(path, Likeness.mean(vectors), Shingles.of(text));
        }
    }

    /** Two notes found alike, with the cosine of their vectors. */
    record Pair(Candidate first, Candidate second, double cosine) {
    }

    /**
     * Every pair of the notes that are near duplicates, in the notes' order. Only pairs that may share enough words
     * ({@link SharedWords}) are compared, each on whichever core is free: comparing every pair was quadratic (10,000
     * notes are 50 million cosines).
     */
    static List<Pair> among(List<Candidate> notes) {
        return SharedWords.pairs(notes.stream().map(Candidate::shingles).toList(), Likeness.OVERLAP).parallelStream()
                .map(p -> pair(notes.get(p[0]), notes.get(p[1]))).flatMap(Optional::stream).toList();
    }

    /** The notes among {@code others} that {@code note} nearly duplicates, nearest first. */
    static List<Pair> like(Candidate note, List<Candidate> others) {
        List<Pair> pairs = new ArrayList<>();
        others.stream().filter(o -> !o.path().equals(note.path())).forEach(o -> pair(note, o).ifPresent(pairs::add));
        pairs.sort((x, y) -> Double.compare(y.cosine(), x.cosine()));
        return pairs;
    }

    // The cheap test first: few pairs of notes are near in meaning, and only those are compared by wording.
    private static Optional<Pair> pair(Candidate a, Candidate b) {
        double cosine = Likeness.cosine(a.vector(), b.vector());
        if (cosine < Likeness.COSINE || !Likeness.near(cosine, Shingles.overlap(a.shingles(), b.shingles()))) {
            return Optional.empty();
        }
        return Optional.of(new Pair(a, b, cosine));
    }
}
