package dev.mempalace.benchmark.longmemeval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which questions to run: at most {@code limit}, stratified by question type in proportion to the type's share
 * (largest remainders get the seats rounding leaves), chosen within a type by a shuffle seeded with {@code seed}.
 * The same questions, limit and seed always give the same subset.
 */
public record Subset(int limit, long seed) {

    /** Every question. */
    public static final Subset ALL = new Subset(Integer.MAX_VALUE, 0);

    public Subset {
        if (limit < 1) {
            throw new IllegalArgumentException("the question limit must be >= 1: " + limit);
        }
    }

    /** The chosen question ids, in the order given. */
    public List<String> choose(List<QuestionHeader> questions) {
        if (limit >= questions.size()) {
            return questions.stream().map(QuestionHeader::id).toList();
        }
        Map<String, List<String>> byType = new TreeMap<>();
        questions.forEach(q -> byType.computeIfAbsent(q.type(), t -> new ArrayList<>()).add(q.id()));
        Map<String, Integer> seats = seats(byType, questions.size());
        Random random = new Random(seed);
        Set<String> chosen = new HashSet<>();
        byType.forEach((type, ids) -> {
            List<String> shuffled = new ArrayList<>(ids);
            Collections.sort(shuffled);
            Collections.shuffle(shuffled, random);
            chosen.addAll(shuffled.subList(0, seats.get(type)));
        });
        return questions.stream().map(QuestionHeader::id).filter(chosen::contains).toList();
    }

    private Map<String, Integer> seats(Map<String, List<String>> byType, int total) {
        Map<String, Integer> seats = new TreeMap<>();
        byType.forEach((type, ids) -> seats.put(type, (int) ((long) limit * ids.size() / total)));
        int left = limit - seats.values().stream().mapToInt(Integer::intValue).sum();
        List<String> byRemainder = new ArrayList<>(byType.keySet());
        byRemainder.sort(Comparator.comparingLong((String t) -> -((long) limit * byType.get(t).size() % total))
                .thenComparing(Comparator.naturalOrder()));
        for (int i = 0; i < left; i++) {
            seats.merge(byRemainder.get(i), 1, Integer::sum);
        }
        return seats;
    }
}
