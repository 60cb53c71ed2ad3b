package dev.mempalace.application.fake;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.ranking.LexicalWeights;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.text.Phrase;
import dev.mempalace.domain.text.QueryTerms;
import dev.mempalace.domain.text.SplitForms;
import dev.mempalace.domain.text.Term;
import dev.mempalace.domain.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A chunk's words as the in-memory index looks terms up in them: the stemmed words of its title, heading, text and
 * tags, and the split forms the domain says a store indexes beside them (camelCase parts, CJK grams), each part
 * weighing what {@link LexicalWeights} says it weighs in every store.
 */
final class ChunkWords {

    /** Runs of words in which a phrase matches word after word, and what a match in each weighs. */
    private final List<Run> runs;

    private ChunkWords(List<Run> runs) {
        this.runs = runs;
    }

    private record Run(List<String> words, double weight) {
    }

    static ChunkWords of(Chunk chunk, List<String> tags) {
        List<Run> runs = new ArrayList<>();
        runs.add(new Run(SimpleTerms.of(chunk.title()), LexicalWeights.TITLE));
        runs.add(new Run(SimpleTerms.of(chunk.headingPath()), LexicalWeights.HEADING));
        runs.add(new Run(SimpleTerms.of(chunk.text() + " " + String.join(" ", tags)), LexicalWeights.BODY));
        for (String line : SplitForms.of(chunk.title(), chunk.headingPath(), chunk.text()).split("\n")) {
            runs.add(new Run(SimpleTerms.of(line), LexicalWeights.FORMS));
        }
        return new ChunkWords(runs);
    }

    /** How often the chunk holds the term: any of its phrases, each a place where its words follow one another. */
    int count(Term term) {
        int count = 0;
        for (Run run : runs) {
            count += count(term, run);
        }
        return count;
    }

    /** Like {@link #count}, each place weighing what a match in its part of the chunk weighs. */
    double weighted(Term term) {
        double weighted = 0;
        for (Run run : runs) {
            weighted += run.weight() * count(term, run);
        }
        return weighted;
    }

    private static int count(Term term, Run run) {
        int count = 0;
        for (Phrase phrase : term.phrases()) {
            List<String> words = phrase.words().stream().map(SimpleTerms::stem).toList();
            for (int at = 0; at + words.size() <= run.words().size(); at++) {
                if (run.words().subList(at, at + words.size()).equals(words)) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The text, verbatim, with each of its words that is a one-word phrase of a query term marked as a match. */
    static Snippet highlighted(String text, QueryTerms query) {
        Set<String> wanted = query.terms().stream().flatMap(t -> t.phrases().stream())
                .filter(p -> p.words().size() == 1).map(p -> SimpleTerms.stem(p.words().get(0)))
                .collect(Collectors.toSet());
        List<Snippet.Span> spans = new ArrayList<>();
        int from = 0;
        for (String word : Words.of(text)) {
            // Words are the runs between breaks, so the next one starts at its first occurrence from here.
            int start = text.indexOf(word, from);
            from = start + word.length();
            if (wanted.contains(SimpleTerms.stem(Words.folded(word)))) {
                spans.add(new Snippet.Span(start, from));
            }
        }
        return new Snippet(text, spans);
    }
}
