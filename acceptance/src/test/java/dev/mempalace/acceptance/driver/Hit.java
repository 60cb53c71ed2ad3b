package dev.mempalace.acceptance.driver;

import dev.mempalace.domain.ranking.Leg;
import java.util.Map;

/** One result: where it is in the workspace, and its rank in each leg that found it. */
public record Hit(String path, String heading, int startLine, int endLine, Map<Leg, Integer> ranks) {

    public Hit {
        ranks = Map.copyOf(ranks);
    }
}
