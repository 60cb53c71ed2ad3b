package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchMode;
import java.util.List;
import java.util.Optional;

/** The result of a golden benchmark: one report per requested mode, in the order requested. */
public record BenchmarkReport(List<ModeReport> modes) {

    public BenchmarkReport {
        modes = List.copyOf(modes);
    }

    public Optional<ModeReport> mode(SearchMode requested) {
        return modes.stream().filter(m -> m.requested() == requested).findFirst();
    }
}
