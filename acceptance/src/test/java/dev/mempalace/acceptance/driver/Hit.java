package dev.mempalace.acceptance.driver;

import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One result: where it is in the workspace, its rank in each leg that found it, and for a hit in an imported
 * session where that came from and the transcript lines the hit holds.
 */
public record Hit(String path, String heading, int startLine, int endLine, Map<Leg, Integer> ranks,
        Optional<SessionOrigin> session, Optional<TranscriptLines> transcriptLines) {

    public Hit {
        ranks = Map.copyOf(ranks);
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(transcriptLines, "transcriptLines");
    }
}
