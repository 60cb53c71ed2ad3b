package dev.mempalace.application.port.in.answer;

import dev.mempalace.domain.session.SessionOrigin;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Where a session note came from, as the {@code session} object of an answer; what is unknown is null. */
public final class SessionAnswer {

    private SessionAnswer() {
    }

    /** The origin and the transcript lines of a hit's exchanges (both null when it names none). */
    public static Map<String, Object> of(SessionOrigin origin, Optional<TranscriptLines> lines) {
        Map<String, Object> node = of(origin);
        node.put("startLine", lines.map(TranscriptLines::first).orElse(null));
        node.put("endLine", lines.map(TranscriptLines::last).orElse(null));
        return node;
    }

    /** The origin alone, as reading a note gives it. */
    public static Map<String, Object> of(SessionOrigin origin) {
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("harness", origin.harness());
        node.put("id", origin.id());
        node.put("project", origin.project().orElse(null));
        node.put("branch", origin.branch().orElse(null));
        node.put("transcript", origin.transcript());
        return node;
    }
}
