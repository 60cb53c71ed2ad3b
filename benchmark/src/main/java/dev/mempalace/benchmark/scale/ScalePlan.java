package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMode;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;

/** What a scale run measures: the seed, the corpus sizes in chunks (ascending), the modes and the rounds. */
public record ScalePlan(long seed, List<Integer> sizes, List<SearchMode> modes, int warmupRounds, int rounds) {

    /** Ten million chunks already hold 15 GB of vectors in memory; anything larger is a typo. */
    public static final int MAX_SIZE = 10_000_000;

    public ScalePlan {
        sizes = List.copyOf(sizes);
        modes = List.copyOf(new LinkedHashSet<>(modes));
        if (sizes.isEmpty() || sizes.stream().anyMatch(s -> s < 1 || s > MAX_SIZE)) {
            throw new IllegalArgumentException("--sizes needs chunk counts between 1 and " + MAX_SIZE + ": " + sizes);
        }
        if (new HashSet<>(sizes).size() != sizes.size()) {
            throw new IllegalArgumentException("--sizes names a size twice: " + sizes);
        }
        sizes = sizes.stream().sorted().toList();
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to time");
        }
        if (warmupRounds < 0 || rounds < 1) {
            throw new IllegalArgumentException("--warmup must be >= 0 and --rounds >= 1: " + warmupRounds + ", "
                    + rounds);
        }
    }
}
