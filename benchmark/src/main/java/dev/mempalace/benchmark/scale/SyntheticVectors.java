package dev.mempalace.benchmark.scale;

import java.util.SplittableRandom;

/** Random unit vectors, each a pure function of a seed and a stream number: timing input, meaningless to rank by. */
final class SyntheticVectors {

    static final int DIMENSION = 384;

    private SyntheticVectors() {
    }

    /** A Gaussian vector scaled to length 1, so its direction is uniform on the sphere. */
    static float[] unit(long seed, long stream) {
        SplittableRandom random = random(seed, stream);
        float[] vector = new float[DIMENSION];
        double norm = 0;
        for (int i = 0; i < DIMENSION; i++) {
            vector[i] = (float) random.nextGaussian();
            norm += vector[i] * vector[i];
        }
        float scale = (float) (1 / Math.sqrt(norm));
        for (int i = 0; i < DIMENSION; i++) {
            vector[i] *= scale;
        }
        return vector;
    }

    /** A generator of its own per (seed, stream): nearby streams must not share shifted sequences. */
    static SplittableRandom random(long seed, long stream) {
        long z = seed * 0x9E3779B97F4A7C15L + stream;
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return new SplittableRandom(z ^ (z >>> 33));
    }
}
