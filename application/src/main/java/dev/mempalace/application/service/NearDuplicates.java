package dev.mempalace.application.service;

import dev.mempalace.domain.text.Shingles;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * When two notes say the same thing in other words: their stored vectors are near (the cosine of the mean of each
 * note's chunk vectors) and they share much of their wording (the overlap of their three-word shingles). Both must
 * hold: cosine alone takes two decisions about one tool for one fact, and wording alone two lists of the same
 * commands for one. The thresholds were calibrated on a labelled set of note pairs (docs/results.md).
 */
final class NearDuplicates {

    /** The least cosine between two notes' mean vectors for them to be near duplicates. */
    static final double COSINE = 0.90;

    /** The least shingle overlap between two notes for them to be near duplicates. */
    static final double OVERLAP = 0.30;

    private NearDuplicates() {
    }

    /** A note as it is compared: its path, its mean vector (normalised) and its shingles. */
    record Candidate(String path, float[] vector, Set<String> shingles) {

        static Candidate of(String path, List<float[]> vectors, String text) {
            return new Candidate(path, mean(vectors), Shingles.of(text));
        }
    }

    /** Two notes found alike, with the cosine of their vectors. */
    record Pair(Candidate first, Candidate second, double cosine) {
    }

    /** Every pair of the notes that are near duplicates, in the notes' order. */
    static List<Pair> among(List<Candidate> notes) {
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < notes.size(); i++) {
            Candidate a = notes.get(i);
            for (int j = i + 1; j < notes.size(); j++) {
                Candidate b = notes.get(j);
                double cosine = dot(a.vector(), b.vector());
                if (cosine >= COSINE && Shingles.overlap(a.shingles(), b.shingles()) >= OVERLAP) {
                    pairs.add(new Pair(a, b, cosine));
                }
            }
        }
        return pairs;
    }

    /** The notes among {@code others} that {@code note} nearly duplicates, nearest first. */
    static List<Pair> like(Candidate note, List<Candidate> others) {
        List<Pair> pairs = new ArrayList<>();
        for (Candidate other : others) {
            double cosine = dot(note.vector(), other.vector());
            if (!other.path().equals(note.path()) && cosine >= COSINE
                    && Shingles.overlap(note.shingles(), other.shingles()) >= OVERLAP) {
                pairs.add(new Pair(note, other, cosine));
            }
        }
        pairs.sort((x, y) -> Double.compare(y.cosine(), x.cosine()));
        return pairs;
    }

    /** The normalised mean of vectors of one dimension (a store may pad them alike with zeros). */
    static float[] mean(List<float[]> vectors) {
        float[] mean = new float[vectors.get(0).length];
        for (float[] vector : vectors) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += vector[i];
            }
        }
        double norm = Math.sqrt(dot(mean, mean));
        for (int i = 0; i < mean.length && norm > 0; i++) {
            mean[i] /= (float) norm;
        }
        return mean;
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
