package dev.mempalace.acceptance.driver;

import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One result: where it is in the workspace, its rank in each leg that found it, and for a hit in an imported
 * session where that came from and the transcript lines the hit holds; the paths of the near duplicates folded
 * into it, best first.
 */
public record Hit(String path, String heading, int startLine, int endLine, Map<Leg, Integer> ranks,
        Optional<SessionOrigin> session, Optional<TranscriptLines> transcriptLines, List<String> duplicates) {

    public Hit {
        ranks = Map.copyOf(ranks);
        duplicates = List.copyOf(duplicates);
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(transcriptLines, "transcriptLines");
    }
}
