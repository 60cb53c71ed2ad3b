package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import java.util.Optional;

/** The mode a search runs in, given what was asked and what the index holds, and the notices each choice owes. */
final class SearchModes {

    private SearchModes() {
    }

    /**
     * The mode asked for (hybrid when none), lexical when there is no model or no vector, noting the vectors
     * missing.
     */
    static SearchMode choose(Optional<SearchMode> asked, VectorCoverage coverage, boolean model,
            List<Notice> notices) {
        SearchMode wanted = asked.orElse(SearchMode.HYBRID);
        if (wanted == SearchMode.LEXICAL || !model) {
            return SearchMode.LEXICAL;
        }
        if (coverage.withVector() == 0) {
            if (coverage.chunks() > 0) {
                notices.add(new Notice.NoVectors(coverage.chunks()));
            }
            return SearchMode.LEXICAL;
        }
        if (!coverage.complete()) {
            notices.add(new Notice.VectorsMissing(coverage.missing(), coverage.chunks()));
        }
        return wanted;
    }

    /** Why a search found nothing: the memory is empty, its filter let no match through, or nothing matched. */
    static Notice whyNothing(IndexSession index, NoteFilter filter) {
        return index.notes().stats().notes() == 0 ? new Notice.MemoryEmpty()
                : filter.onlyRetirement() ? new Notice.NothingMatched() : new Notice.FilterLeftNothing();
    }
}
