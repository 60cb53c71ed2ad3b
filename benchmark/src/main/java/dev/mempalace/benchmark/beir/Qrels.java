package dev.mempalace.benchmark.beir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** BEIR relevance judgements: per query, in file order, the graded relevance of each judged document. */
public record Qrels(Map<String, Map<String, Integer>> grades) {

    public Qrels {
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        grades.forEach((query, docs) -> copy.put(query, Collections.unmodifiableMap(new LinkedHashMap<>(docs))));
        grades = Collections.unmodifiableMap(copy);
    }

    /** Reads a {@code query-id corpus-id score} TSV; a header row and CRLF line ends are accepted. */
    public static Qrels read(Path file) {
        Map<String, Map<String, Integer>> grades = new LinkedHashMap<>();
        try (BufferedReader in = JsonLines.open(file)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                String[] cells = line.strip().split("\t");
                if (line.isBlank() || number == 1 && cells.length == 3 && !cells[2].strip().matches("-?\\d+")) {
                    continue;
                }
                if (cells.length != 3 || !cells[2].strip().matches("-?\\d+")) {
                    throw new IllegalArgumentException(file + " line " + number
                            + ": expected query-id, corpus-id and an integer score separated by tabs");
                }
                grades.computeIfAbsent(cells[0].strip(), q -> new LinkedHashMap<>())
                        .put(cells[1].strip(), Integer.parseInt(cells[2].strip()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the qrels " + file + ": " + e.getMessage(), e);
        }
        return new Qrels(grades);
    }

    /** The queries with at least one relevant (score above zero) document, in file order. */
    public List<String> queries() {
        return grades.keySet().stream().filter(q -> !relevant(q).isEmpty()).toList();
    }

    public Map<String, Integer> grades(String query) {
        return grades.getOrDefault(query, Map.of());
    }

    /** The documents judged relevant to a query: those with a score above zero. */
    public Set<String> relevant(String query) {
        return grades(query).entrySet().stream().filter(e -> e.getValue() > 0).map(Map.Entry::getKey)
                .collect(Collectors.toUnmodifiableSet());
    }
}
