package dev.mempalace.benchmark.sessions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The queries of a corpus: two or three words of four letters or more (the commonest, shortest words left out, as a
 * person leaves them out) from a prompt of a session picked at random, as someone recalling an exchange searches.
 */
final class SessionQueries {

    static final int MIN_LETTERS = 4;
    private static final long SALT = 0x5E55_10A5L;

    private SessionQueries() {
    }

    static List<String> of(SessionCorpus corpus, int count) {
        SplittableRandom random = new SplittableRandom(corpus.seed() ^ SALT);
        Set<String> queries = new LinkedHashSet<>();
        // Distinct queries, but a tiny corpus may not hold as many as asked for: then repeats fill the list.
        List<String> all = new ArrayList<>();
        for (int attempt = 0; all.size() < count; attempt++) {
            List<String> words = new ArrayList<>(corpus.promptWords(random.nextInt(corpus.sessions())).stream()
                    .filter(w -> w.length() >= MIN_LETTERS).distinct().toList());
            if (attempt > 100L * count) {
                throw new IllegalStateException("the corpus holds too few words to search by");
            }
            if (words.size() < 2) {
                continue;
            }
            Collections.shuffle(words, new Random(random.nextLong()));
            String query = String.join(" ", words.subList(0, Math.min(words.size(), 2 + random.nextInt(2))));
            if (queries.add(query) || attempt > 10 * count) {
                all.add(query);
            }
        }
        return List.copyOf(all);
    }
}
