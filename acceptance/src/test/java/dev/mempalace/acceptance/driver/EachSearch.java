package dev.mempalace.acceptance.driver;

import java.util.Optional;

/** One query of {@link AppDriver#searchEach}: its outcome, or why it was not answered. */
public record EachSearch(Optional<SearchOutcome> outcome, String failure) {

    public static EachSearch answered(SearchOutcome outcome) {
        return new EachSearch(Optional.of(outcome), "");
    }

    public static EachSearch failed(String failure) {
        return new EachSearch(Optional.empty(), failure);
    }
}
