package dev.mempalace.application.service;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Which pairs of word sets may overlap enough (the share of the smaller set the larger holds, at least a given
 * overlap) to be compared at all, without comparing every pair: prefix filtering. With every set's words ordered
 * rarest first, two sets sharing at least {@code t} words, {@code k <= t}, share {@code k} words among the first
 * {@code |set| - t + k} of each: at most {@code |set| - t} of a set's words are unshared, so the k-th shared word in
 * the global order is within both prefixes. No pair that overlaps enough is left out.
 */
final class SharedWords {

    /** How many shared words a pair's prefixes must hold: more leaves fewer pairs to compare, each prefix longer. */
    static final int SHARED_IN_PREFIX = 3;

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
        Holders holders = Holders.of(words, order.size());
        // A count per set for each core's rows, cleared after each row by the sets it touched.
        ThreadLocal<int[]> counts = ThreadLocal.withInitial(() -> new int[words.length]);
        List<int[]> pairs = new ArrayList<>(IntStream.range(0, words.length).parallel()
                .mapToObj(i -> row(i, words, holders, least, counts.get())).flatMap(List::stream).toList());
        pairs.sort(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]));
        return pairs;
    }

    /** Each word's holders, the word's place in each holder's order and the holder's size, side by side. */
    private record Holders(int[] start, int[] set, int[] place, int[] size) {

        static Holders of(int[][] words, int vocabulary) {
            int[] start = new int[vocabulary + 1];
            for (int[] set : words) {
                for (int word : set) {
                    start[word + 1]++;
                }
            }
            for (int w = 0; w < vocabulary; w++) {
                start[w + 1] += start[w];
            }
            int[] next = start.clone();
            int[] set = new int[start[vocabulary]];
            int[] place = new int[start[vocabulary]];
            int[] size = new int[start[vocabulary]];
            for (int i = 0; i < words.length; i++) {
                for (int at = 0; at < words[i].length; at++) {
                    set[next[words[i][at]]] = i;
                    size[next[words[i][at]]] = words[i].length;
                    place[next[words[i][at]]++] = at;
                }
            }
            return new Holders(start, set, place, size);
        }
    }

    /** The pairs the set {@code i} is the smaller of (the earlier, between sets of one size). */
    private static List<int[]> row(int i, int[][] words, Holders holders, double least, int[] counts) {
        int size = words[i].length;
        List<int[]> row = new ArrayList<>();
        if (size == 0) {
            return row;
        }
        int shared = fewestShared(size, least);
        int k = Math.min(SHARED_IN_PREFIX, shared);
        List<Integer> touched = new ArrayList<>();
        for (int at = 0; at < size - shared + k; at++) {
            int word = words[i][at];
            for (int h = holders.start()[word]; h < holders.start()[word + 1]; h++) {
                int j = holders.set()[h];
                int other = holders.size()[h];
                if ((other > size || other == size && j > i) && holders.place()[h] < other - shared + k) {
                    if (counts[j]++ == 0) {
                        touched.add(j);
                    }
                    if (counts[j] == k) {
                        row.add(i < j ? new int[] {i, j} : new int[] {j, i});
                    }
                }
            }
        }
        touched.forEach(j -> counts[j] = 0);
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
