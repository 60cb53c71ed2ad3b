package dev.mempalace.domain.text;

import java.util.List;

/**
 * When two notes say the same thing: their vectors are near (the cosine of the mean of each note's chunk vectors)
 * and they share much of their wording ({@link Shingles#overlap}). Both must hold: cosine alone takes two
 * decisions about one tool for one fact, and wording alone two lists of the same commands for one. The thresholds
 * were calibrated on a labelled set of note pairs (docs/results.md).
 */
public final class Likeness {

    /** The least cosine between two notes' mean vectors for them to be near duplicates. */
    public static final double COSINE = 0.83;

    /** The least shingle overlap between two notes for them to be near duplicates. */
    public static final double OVERLAP = 0.55;

    private Likeness() {
    }

    /** Whether two notes this alike are near duplicates. */
    public static boolean near(double cosine, double overlap) {
        return cosine >= COSINE && overlap >= OVERLAP;
    }

    /** The normalised mean of vectors of one dimension (a store may pad them alike with zeros). */
    public static float[] mean(List<float[]> vectors) {
        float[] mean = new float[vectors.get(0).length];
        for (float[] vector : vectors) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += vector[i];
            }
        }
        double norm = Math.sqrt(cosine(mean, mean));
        for (int i = 0; i < mean.length && norm > 0; i++) {
            mean[i] /= (float) norm;
        }
        return mean;
    }

    /** The dot product of two vectors of one dimension: their cosine, when both are normalised. */
    public static double cosine(float[] a, float[] b) {
        // Four sums side by side: the loop runs at the processor's pace rather than one addition's latency.
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int i = 0;
        for (; i + 3 < a.length; i += 4) {
            s0 += a[i] * b[i];
            s1 += a[i + 1] * b[i + 1];
            s2 += a[i + 2] * b[i + 2];
            s3 += a[i + 3] * b[i + 3];
        }
        for (; i < a.length; i++) {
            s0 += a[i] * b[i];
        }
        return (double) s0 + s1 + s2 + s3;
    }
}
