package dev.mempalace.solrcluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link FailoverLoad}'s processes reported: every search and write, with when it started and how long it took,
 * read against the time the node was stopped and started again.
 */
record FailoverReport(int searches, int writes, List<String> failedSearches, List<String> failedWrites,
        List<Written> remembered, long longestSearch, long longestSearchWhileDown, long p50, long p95) {

    /** A note a writer was told is remembered: its path, and the word only it holds. */
    record Written(String path, String words) {
    }

    static FailoverReport read(List<Path> files, long downAt, long upAt) throws IOException {
        List<Long> durations = new ArrayList<>();
        List<String> failedSearches = new ArrayList<>();
        List<String> failedWrites = new ArrayList<>();
        List<Written> remembered = new ArrayList<>();
        long whileDown = 0;
        int writes = 0;
        for (Path file : files) {
            for (String line : Files.readAllLines(file)) {
                String[] field = line.split(" ", 5);
                long start = Long.parseLong(field[1]);
                long took = Long.parseLong(field[2]);
                boolean ok = field[3].equals("ok");
                if (field[0].equals("search")) {
                    durations.add(took);
                    if (start + took >= downAt && start <= upAt) {
                        whileDown = Math.max(whileDown, took);
                    }
                    if (!ok) {
                        failedSearches.add(line);
                    }
                } else {
                    writes++;
                    if (ok) {
                        String[] written = field[4].split(" ");
                        remembered.add(new Written(written[0], written[1]));
                    } else {
                        failedWrites.add(line);
                    }
                }
            }
        }
        List<Long> sorted = durations.stream().sorted().toList();
        return new FailoverReport(sorted.size(), writes, failedSearches, failedWrites, remembered,
                sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1), whileDown, percentile(sorted, 50),
                percentile(sorted, 95));
    }

    private static long percentile(List<Long> sorted, int percent) {
        return sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100));
    }

    String summary() {
        return ("%d searches, %d failed (p50 %d ms, p95 %d ms, longest %d ms, longest while the node was down %d ms);"
                + " %d writes, %d failed%s").formatted(searches, failedSearches.size(), p50, p95, longestSearch,
                        longestSearchWhileDown, writes, failedWrites.size(),
                        failedWrites.isEmpty() ? "" : " (first: " + failedWrites.get(0) + ")");
    }
}
