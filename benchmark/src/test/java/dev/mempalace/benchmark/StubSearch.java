package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.ranking.FusedHit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A canned search: fixed note paths per query; any mode but lexical falls back to lexical with a warning. */
final class StubSearch implements SearchMemory {

    static final Notice NO_MODEL_NOTICE = new Notice.ModelUnavailable("no model in the test");
    static final String NO_MODEL = NO_MODEL_NOTICE.describe();

    private final Map<String, List<String>> answers;
    final List<SearchRequest> requests = new ArrayList<>();

    StubSearch(Map<String, List<String>> answers) {
        this.answers = answers;
    }

    @Override
    public SearchResult search(SearchRequest request) {
        requests.add(request);
        List<FusedHit> hits = answers.getOrDefault(request.query(), List.of()).stream().map(StubSearch::hit).toList();
        boolean lexical = request.mode().orElseThrow() == SearchMode.LEXICAL;
        return new SearchResult(request.query(), SearchMode.LEXICAL, hits, lexical ? List.of() : List.of(NO_MODEL_NOTICE),
                true, Set.of());
    }

    private static FusedHit hit(String path) {
        return new FusedHit(Chunk.of(path, 0, path, "", 1, 1, "text of " + path), "", false, Map.of(), 0.01);
    }
}
