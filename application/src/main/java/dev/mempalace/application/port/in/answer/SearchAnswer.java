package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.Match;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.Similar;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.ranking.FusedHit;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** A search result as an answer: the query, the mode it ran in, each hit and the notices worded by the driver. */
public final class SearchAnswer {

    private SearchAnswer() {
    }

    /** The answer; {@code explain} adds each hit's per-leg ranks, scores and fused terms. */
    public static Map<String, Object> of(SearchResult result, boolean explain, Path workspace,
            Function<? super Notice, String> wording) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("query", result.query());
        root.put("mode", result.mode().label());
        root.put("confident", result.confident());
        root.put("results", result.hits().stream().map(hit -> hit(hit, result, explain, workspace)).toList());
        root.put("warnings", result.notices().stream().map(wording).toList());
        return root;
    }

    private static Map<String, Object> hit(FusedHit hit, SearchResult result, boolean explain, Path workspace) {
        Chunk chunk = hit.chunk();
        Match match = result.match(hit);
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("path", chunk.path());
        node.put("absolutePath", workspace.resolve(chunk.path()).toString());
        node.put("title", chunk.title());
        node.put("heading", chunk.headingPath());
        node.put("startLine", chunk.startLine());
        node.put("endLine", chunk.endLine());
        node.put("snippet", hit.snippet().text());
        node.put("highlights", hit.snippet().matches().stream().map(span -> List.of(span.start(), span.end()))
                .toList());
        node.put("score", hit.score());
        node.put("retired", hit.retired());
        hit.session().ifPresent(origin -> node.put("session", SessionAnswer.of(origin, chunk.transcript())));
        node.put("match", match.label());
        Map<String, Object> ranks = new LinkedHashMap<>();
        hit.legs().forEach((leg, score) -> ranks.put(leg.label(), score.rank()));
        node.put("ranks", ranks);
        // Only a hit that near duplicates were folded into carries the list: most answers stay as they were.
        List<Similar> duplicates = result.duplicates(hit);
        if (!duplicates.isEmpty()) {
            node.put("duplicates", duplicates.stream().map(SearchAnswer::duplicate).toList());
        }
        if (explain) {
            Map<String, Object> legs = new LinkedHashMap<>();
            hit.legs().forEach((leg, score) -> {
                Map<String, Object> terms = new LinkedHashMap<>();
                terms.put("rank", score.rank());
                terms.put("score", score.score());
                terms.put("rrf", score.contribution());
                legs.put(leg.label(), terms);
            });
            legs.put("boost", hit.boost());
            legs.put("fused", hit.score());
            node.put("explain", legs);
        }
        return node;
    }

    private static Map<String, Object> duplicate(Similar similar) {
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("path", similar.path());
        node.put("title", similar.title());
        node.put("similarity", similar.similarity());
        return node;
    }
}
