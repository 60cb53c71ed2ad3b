package dev.mempalace.application.service;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.Retrievals;
import java.time.Clock;
import java.time.LocalDate;

/** A search that counts the notes its answer returned ({@link Retrievals}), once the answer is made. */
public final class CountedSearch implements SearchMemory {

    private final SearchMemory search;
    private final Retrievals retrievals;
    private final Clock clock;

    public CountedSearch(SearchMemory search, Retrievals retrievals, Clock clock) {
        this.search = search;
        this.retrievals = retrievals;
        this.clock = clock;
    }

    @Override
    public SearchResult search(SearchRequest request) {
        SearchResult result = search.search(request);
        retrievals.record(result.hits().stream().map(hit -> hit.chunk().path()).toList(), LocalDate.now(clock));
        return result;
    }
}
