package dev.mempalace.application.service;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * Which pairs of word sets may overlap enough (the share of the smaller set the larger holds, at least a given
 * overlap) to be compared at all, without comparing every pair: prefix filtering. With every set's words ordered
 * rarest first, two sets sharing {@code t} words share one among the first {@code |set| - t + 1} words of each (at
 * most {@code |set| - t} of a set's words are not shared, so its first {@code |set| - t + 1} hold a shared one, and
 * the first shared word in the global order is within both prefixes). No pair that overlaps enough is left out.
 */
final class SharedWords {

    private SharedWords() {
    }

    /**
     * Every pair {i, j}, i before j, of the sets that may overlap by {@code least} (above 0) or more, in the sets'
     * order; a pair that shares no word is never one.
     */
    static List<int[]> pairs(List<Set<String>> sets, double least) {
        Map<String, Integer> frequency = new HashMap<>();
        sets.forEach(set -> set.forEach(word -> frequency.merge(word, 1, Integer::sum)));
        List<String> order = new ArrayList<>(frequency.keySet());
        order.sort(Comparator.<String>comparingInt(frequency::get).thenComparing(Comparator.naturalOrder()));
        Map<String, Integer> rank = new HashMap<>();
        order.forEach(word -> rank.put(word, rank.size()));
        int[][] words = sets.stream().map(set -> set.stream().mapToInt(rank::get).sorted().toArray())
                .toArray(int[][]::new);
        // Each word's holders, with the word's place in each holder's order: a holder is probed only up to its prefix.
        List<List<int[]>> holders = new ArrayList<>();
        order.forEach(word -> holders.add(new ArrayList<>()));
        for (int i = 0; i < words.length; i++) {
            for (int at = 0; at < words[i].length; at++) {
                holders.get(words[i][at]).add(new int[] {i, at});
            }
        }
        List<int[]> pairs = new ArrayList<>(IntStream.range(0, words.length).parallel()
                .mapToObj(i -> row(i, words, holders, least)).flatMap(List::stream).toList());
        pairs.sort(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]));
        return pairs;
    }

    /** The pairs the set {@code i} is the smaller of (the earlier, between sets of one size). */
    private static List<int[]> row(int i, int[][] words, List<List<int[]>> holders, double least) {
        int size = words[i].length;
        List<int[]> row = new ArrayList<>();
        if (size == 0) {
            return row;
        }
        int shared = fewestShared(size, least);
        IntPredicate larger = j -> words[j].length > size || words[j].length == size && j > i;
        boolean[] seen = new boolean[words.length];
        for (int at = 0; at < size - shared + 1; at++) {
            for (int[] holder : holders.get(words[i][at])) {
                int j = holder[0];
                if (!seen[j] && larger.test(j) && holder[1] < words[j].length - shared + 1) {
                    seen[j] = true;
                    row.add(i < j ? new int[] {i, j} : new int[] {j, i});
                }
            }
        }
        return row;
    }

    /** The fewest shared words that give a set of {@code size} words an overlap of {@code least}, as doubles compare. */
    static int fewestShared(int size, double least) {
        int shared = Math.max(1, (int) Math.ceil(least * size));
        while (shared > 1 && (double) (shared - 1) / size >= least) {
            shared--;
        }
        while (shared < size && (double) shared / size < least) {
            shared++;
        }
        return shared;
    }
}
