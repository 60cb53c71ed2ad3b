package dev.mempalace.application.service;

import dev.mempalace.domain.session.Exchange;
import java.util.Optional;

/** What the first read of a transcript notes of its exchanges: its first prompt, how many the archive lacks. */
final class TranscriptLook {

    private final int held;
    Optional<String> prompt = Optional.empty();
    int fresh;

    TranscriptLook(int held) {
        this.held = held;
    }

    void see(Exchange exchange) {
        if (prompt.isEmpty() && !exchange.prompt().isBlank()) {
            prompt = Optional.of(exchange.prompt());
        }
        fresh += fresh(exchange) ? 1 : 0;
    }

    /** After those held; one with neither prompt nor reply (a resumed session's first tool output) is none. */
    boolean fresh(Exchange exchange) {
        return exchange.lastLine() > held && (!exchange.prompt().isBlank() || !exchange.replies().isEmpty());
    }
}
