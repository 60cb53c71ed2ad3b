package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchMode;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** A mode report's searches: the mode asked for, the mode each search really ran in, and their distinct warnings. */
public interface ModeRuns {

    SearchMode requested();

    /** The mode each search really ran in, one entry per search. */
    List<SearchMode> searchModes();

    List<String> warnings();

    /** How many searches ran in each mode: the asked mode only when the index and model allowed it. */
    default Map<SearchMode, Integer> ranIn() {
        Map<SearchMode, Integer> counts = new EnumMap<>(SearchMode.class);
        searchModes().forEach(m -> counts.merge(m, 1, Integer::sum));
        return counts;
    }

    /** True when some search ran in another mode than the one requested. */
    default boolean fellBack() {
        return searchModes().stream().anyMatch(m -> m != requested());
    }
}
