package dev.mempalace.benchmark.latency;

import dev.mempalace.benchmark.Notices;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Times warm, in-process searches: per mode, untimed warm-up rounds let the JIT settle, then each timed round
 * runs every query once, so no query is repeated back to back and caches see the same mix a session would.
 */
public final class LatencyBenchmark {

    static final int LIMIT = 10;

    private LatencyBenchmark() {
    }

    public static LatencyReport run(SearchMemory search, List<String> queries, List<SearchMode> modes,
            int warmupRounds, int rounds) {
        List<LatencyModeReport> reports = sample(search, queries, modes, warmupRounds, rounds).stream()
                .map(ModeSamples::report).toList();
        return new LatencyReport(queries.size(), warmupRounds, rounds, reports);
    }

    /** The raw samples of {@link #run}, per mode, for a parent process to pool with other forks'. */
    public static List<ModeSamples> sample(SearchMemory search, List<String> queries, List<SearchMode> modes,
            int warmupRounds, int rounds) {
        if (queries.isEmpty()) {
            throw new IllegalArgumentException("no queries to time");
        }
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to time");
        }
        if (warmupRounds < 0 || rounds < 1) {
            throw new IllegalArgumentException("warm-up must be >= 0 and rounds >= 1: " + warmupRounds + ", "
                    + rounds);
        }
        List<ModeSamples> samples = new ArrayList<>();
        for (SearchMode mode : new LinkedHashSet<>(modes)) {
            samples.add(sample(search, queries, mode, warmupRounds, rounds));
        }
        return samples;
    }

    private static ModeSamples sample(SearchMemory search, List<String> queries, SearchMode mode,
            int warmupRounds, int rounds) {
        Set<String> warnings = new LinkedHashSet<>();
        for (int round = 0; round < warmupRounds; round++) {
            for (String query : queries) {
                warnings.addAll(Notices.describe(search.search(request(query, mode))));
            }
        }
        // A primitive array, so that no boxing allocates between the timed searches.
        long[] nanos = new long[queries.size() * rounds];
        List<SearchMode> ranIn = new ArrayList<>(nanos.length);
        int sample = 0;
        for (int round = 0; round < rounds; round++) {
            for (String query : queries) {
                SearchRequest request = request(query, mode);
                long start = System.nanoTime();
                SearchResult result = search.search(request);
                nanos[sample++] = System.nanoTime() - start;
                ranIn.add(result.mode());
                warnings.addAll(Notices.describe(result));
            }
        }
        return new ModeSamples(mode, ranIn, Arrays.stream(nanos).boxed().toList(), new ArrayList<>(warnings));
    }

    private static SearchRequest request(String query, SearchMode mode) {
        return new SearchRequest(query, LIMIT, Optional.of(mode), true);
    }
}
