package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.Match;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.ranking.FusedHit;
import java.nio.file.Path;

/** The JSON form of a search result (the README). */
final class SearchJson {

    private SearchJson() {
    }

    static ObjectNode of(SearchResult result, boolean explain, Path workspace) {
        ObjectNode root = Json.object();
        root.put("query", result.query());
        root.put("mode", result.mode().label());
        root.put("confident", result.confident());
        ArrayNode results = root.putArray("results");
        for (FusedHit hit : result.hits()) {
            results.add(hit(hit, result.match(hit), explain, workspace));
        }
        root.set("warnings", Json.array(result.notices().stream().map(Wording::of).toList()));
        return root;
    }

    private static ObjectNode hit(FusedHit hit, Match match, boolean explain, Path workspace) {
        Chunk chunk = hit.chunk();
        ObjectNode node = Json.object();
        node.put("path", chunk.path());
        node.put("absolutePath", workspace.resolve(chunk.path()).toString());
        node.put("title", chunk.title());
        node.put("heading", chunk.headingPath());
        node.put("startLine", chunk.startLine());
        node.put("endLine", chunk.endLine());
        node.put("snippet", hit.snippet().text());
        ArrayNode highlights = node.putArray("highlights");
        hit.snippet().matches().forEach(span -> highlights.addArray().add(span.start()).add(span.end()));
        node.put("score", hit.score());
        node.put("retired", hit.retired());
        node.put("match", match.label());
        ObjectNode ranks = node.putObject("ranks");
        hit.legs().forEach((leg, score) -> ranks.put(leg.label(), score.rank()));
        if (explain) {
            ObjectNode legs = node.putObject("explain");
            hit.legs().forEach((leg, score) -> legs.putObject(leg.label())
                    .put("rank", score.rank()).put("score", score.score()).put("rrf", score.contribution()));
            legs.put("boost", hit.boost());
            legs.put("fused", hit.score());
        }
        return node;
    }
}
