package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Every query's outcome under one requested mode, with the distinct warnings the search gave. The mode asked
 * for and the mode that ran can differ (no vectors, no model): {@link #ranIn()} says what really happened.
 */
public record ModeReport(SearchMode requested, List<QueryOutcome> outcomes, List<String> warnings)
        implements ModeRuns {

    public ModeReport {
        Objects.requireNonNull(requested, "requested");
        outcomes = List.copyOf(outcomes);
        warnings = List.copyOf(warnings);
    }

    /** Scores over the answerable queries. */
    public Scores overall() {
        return Scores.of(answerable());
    }

    /** Scores per kind of answerable query, kinds in the order they first appear. */
    public Map<String, Scores> byKind() {
        Map<String, List<QueryOutcome>> groups = answerable().stream().collect(
                Collectors.groupingBy(o -> o.query().kind(), LinkedHashMap::new, Collectors.toList()));
        Map<String, Scores> scores = new LinkedHashMap<>();
        groups.forEach((kind, group) -> scores.put(kind, Scores.of(group)));
        return scores;
    }

    @Override
    public List<SearchMode> searchModes() {
        return outcomes.stream().map(QueryOutcome::ranIn).toList();
    }

    public List<QueryOutcome> misses() {
        return answerable().stream().filter(QueryOutcome::missed).toList();
    }

    /** How often the search said it was not confident, on answerable and on unanswerable queries. */
    public Confidence confidence() {
        return new Confidence(answerable().size(), (int) answerable().stream().filter(o -> !o.confident()).count(),
                outcomes.size() - answerable().size(),
                (int) outcomes.stream().filter(o -> !o.query().answerable() && !o.confident()).count());
    }

    private List<QueryOutcome> answerable() {
        return outcomes.stream().filter(o -> o.query().answerable()).toList();
    }
}
