package dev.mempalace.benchmark.scale;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/** The fixed queries of a seed: two or three words of middle frequency, like the words a person searches by. */
final class ScaleQueries {

    static final int COUNT = 20;
    /** Ranks of the middle band: common enough to match at every size, rare enough to be worth searching for. */
    static final int FIRST_RANK = 100;
    static final int LAST_RANK = 1000;

    private ScaleQueries() {
    }

    static List<String> of(long seed) {
        SplittableRandom random = SyntheticVectors.random(seed, Long.MIN_VALUE);
        Set<String> queries = new LinkedHashSet<>();
        while (queries.size() < COUNT) {
            int length = 2 + random.nextInt(2);
            List<String> words = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                words.add(Vocabulary.word(FIRST_RANK + random.nextInt(LAST_RANK - FIRST_RANK)));
            }
            queries.add(String.join(" ", words));
        }
        return List.copyOf(queries);
    }
}
