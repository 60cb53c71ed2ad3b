package dev.mempalace.adapter.onnx;

/** Vector arithmetic the tests check embeddings with. */
final class Vectors {

    private Vectors() {
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
    }

    static double norm(float[] a) {
        return Math.sqrt(dot(a, a));
    }
}
