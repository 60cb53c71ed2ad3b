package dev.mempalace.acceptance.driver;

import dev.mempalace.application.port.in.SearchMode;
import java.util.List;

/** What a search answered: the mode it ran in, the hits best first, and its warnings. */
public record SearchOutcome(SearchMode mode, List<Hit> hits, List<Warning> warnings) {

    public SearchOutcome {
        hits = List.copyOf(hits);
        warnings = List.copyOf(warnings);
    }

    public List<String> paths() {
        return hits.stream().map(Hit::path).toList();
    }

    public List<Warning.Kind> warningKinds() {
        return warnings.stream().map(Warning::kind).toList();
    }
}
