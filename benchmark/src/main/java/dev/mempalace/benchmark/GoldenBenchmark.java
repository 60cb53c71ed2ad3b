package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** Runs golden queries through the search use case in each requested mode and scores what comes back. */
public final class GoldenBenchmark {

    private final SearchMemory search;

    public GoldenBenchmark(SearchMemory search) {
        this.search = Objects.requireNonNull(search, "search");
    }

    public BenchmarkReport run(List<GoldenQuery> queries, List<SearchMode> modes) {
        if (queries.isEmpty()) {
            throw new IllegalArgumentException("no golden queries to run");
        }
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to run");
        }
        List<ModeReport> reports = new ArrayList<>();
        for (SearchMode mode : new LinkedHashSet<>(modes)) {
            reports.add(run(queries, mode));
        }
        return new BenchmarkReport(reports);
    }

    private ModeReport run(List<GoldenQuery> queries, SearchMode mode) {
        List<QueryOutcome> outcomes = new ArrayList<>();
        Set<String> warnings = new LinkedHashSet<>();
        for (GoldenQuery query : queries) {
            SearchResult result = search.search(
                    new SearchRequest(query.query(), QueryOutcome.RANK_DEPTH, Optional.of(mode), true));
            warnings.addAll(Notices.describe(result));
            outcomes.add(new QueryOutcome(query, result.mode(),
                    ListedNotes.of(result), result.confident()));
        }
        return new ModeReport(mode, outcomes, new ArrayList<>(warnings));
    }
}
