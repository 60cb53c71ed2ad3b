package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.Retrievals;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Retrieval counts held in memory, as the file beside the index holds them: path, count, last day. */
public final class InMemoryRetrievals implements Retrievals {

    private final Map<String, Retrieval> counts = new TreeMap<>();

    @Override
    public synchronized void record(Collection<String> paths, LocalDate day) {
        paths.stream().distinct().forEach(path -> counts.merge(path, new Retrieval(1, day),
                (a, b) -> new Retrieval(a.count() + 1, a.last().isAfter(day) ? a.last() : day)));
    }

    @Override
    public synchronized Optional<Map<String, Retrieval>> read() {
        return Optional.of(Map.copyOf(counts));
    }
}
