package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.Similar;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.ranking.LegScore;
import dev.mempalace.domain.ranking.Snippet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The readable form of a search result: a numbered list of {@code path:start-end  Title > heading} with the
 * snippet below, after a line saying so when the hits are weak. The fused score is a reciprocal-rank sum, not a probability, so it is never shown as a percent.
 */
public final class SearchText {

    private static final String NL = System.lineSeparator();
    private static final String BOLD = "\u001b[1m";
    private static final String PLAIN = "\u001b[0m";

    /**
     * Said before the hits of a search that is not confident, so that weak hits never pass for answers: what its
     * legs looked for and did not find (a lexical search looks for no meaning, a vector search for no word).
     */
    static String weak(SearchMode mode) {
        String missed = switch (mode) {
            case LEXICAL -> "no note holds every query word";
            case VECTOR -> "no note comes near in meaning";
            case HYBRID -> "no note holds every query word or comes near in meaning";
        };
        return "weak matches only: " + missed + "; these are just the nearest notes";
    }

    /** Between a note's title and its heading path, as between the headings themselves. */
    private static final String SEPARATOR = " > ";

    private SearchText() {
    }

    /** With {@code bold}, the matches in each snippet are set in terminal bold. */
    public static String of(SearchResult result, boolean explain, boolean bold) {
        StringBuilder out = new StringBuilder();
        if (explain) {
            out.append("mode: ").append(result.mode().label()).append(NL);
        }
        if (result.hits().isEmpty()) {
            return out.append("no results for \"").append(result.query()).append('"').append(NL).toString();
        }
        if (!result.confident()) {
            out.append(weak(result.mode())).append(NL);
        }
        int number = 0;
        for (FusedHit hit : result.hits()) {
            number++;
            Chunk chunk = hit.chunk();
            out.append(number).append(". ").append(chunk.path()).append(':').append(chunk.startLine()).append('-')
                    .append(chunk.endLine()).append("  ").append(label(chunk));
            if (hit.retired()) {
                out.append("  (retired)");
            }
            out.append(NL).append(indent(number)).append(flat(hit.snippet(), bold)).append(NL);
            for (Similar duplicate : result.duplicates(hit)) {
                out.append(indent(number)).append(String.format(Locale.ROOT, "also: %s (similarity %.3f)",
                        duplicate.path(), duplicate.similarity())).append(NL);
            }
            if (explain) {
                out.append(indent(number)).append(explanation(hit)).append(NL);
            }
        }
        return out.toString();
    }

    private static String label(Chunk chunk) {
        String title = chunk.title().isBlank() ? chunk.path() : chunk.title();
        String heading = chunk.headingPath();
        // The heading path usually starts with the note's own H1, which repeats the title.
        if (heading.startsWith(chunk.title() + SEPARATOR)) {
            heading = heading.substring(chunk.title().length() + SEPARATOR.length());
        }
        return heading.isBlank() || heading.equals(chunk.title()) ? title : title + SEPARATOR + heading;
    }

    /** Every term of the fused score, so that the sum printed is the sum of the terms printed. */
    private static String explanation(FusedHit hit) {
        List<String> parts = new ArrayList<>();
        LegScore lexical = hit.legs().get(Leg.LEXICAL);
        if (lexical != null) {
            parts.add(String.format(Locale.ROOT, "lexical #%d (bm25 %.2f) %.5f", lexical.rank(), lexical.score(),
                    lexical.contribution()));
        }
        LegScore vector = hit.legs().get(Leg.VECTOR);
        if (vector != null) {
            parts.add(String.format(Locale.ROOT, "vector #%d (cosine %.3f) %.5f", vector.rank(), vector.score(),
                    vector.contribution()));
        }
        if (hit.boost() > 0) {
            parts.add(String.format(Locale.ROOT, "link boost %.5f", hit.boost()));
        }
        return String.join(" + ", parts) + String.format(Locale.ROOT, " = fused %.5f", hit.score());
    }

    /** The snippet on one line, its matches in bold when asked (a pipe gets the text alone). */
    private static String flat(Snippet snippet, boolean bold) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Snippet.Span span : bold ? snippet.matches() : List.<Snippet.Span>of()) {
            out.append(snippet.text(), at, span.start()).append(BOLD).append(snippet.text(), span.start(), span.end())
                    .append(PLAIN);
            at = span.end();
        }
        out.append(snippet.text().substring(at));
        return out.toString().strip().replaceAll("\\s+", " ");
    }

    private static String indent(int number) {
        return " ".repeat(String.valueOf(number).length() + 2);
    }
}
