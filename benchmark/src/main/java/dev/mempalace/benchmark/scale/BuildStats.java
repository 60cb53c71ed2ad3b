package dev.mempalace.benchmark.scale;

/** What building one size's index took: the notes and chunks written, and the time of each pass in nanoseconds. */
public record BuildStats(int notes, int chunks, long textNanos, long vectorNanos) {

    public BuildStats {
        if (notes < 1 || chunks < notes || textNanos < 0 || vectorNanos < 0) {
            throw new IllegalArgumentException("a build writes notes and chunks in non-negative time: " + notes
                    + " notes, " + chunks + " chunks, " + textNanos + " + " + vectorNanos + " ns");
        }
    }

    public double millis() {
        return (textNanos + vectorNanos) / 1e6;
    }

    public double notesPerSecond() {
        return notes / seconds();
    }

    public double chunksPerSecond() {
        return chunks / seconds();
    }

    private double seconds() {
        return Math.max(textNanos + vectorNanos, 1) / 1e9;
    }
}
