package dev.mempalace.application.fake;

import dev.mempalace.domain.note.Chunk;
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
 * tags, and the split forms the domain says a store indexes beside them (camelCase parts, CJK grams).
 */
final class ChunkWords {

    /** Runs of words in which a phrase matches word after word. */
    private final List<List<String>> runs;

    private ChunkWords(List<List<String>> runs) {
        this.runs = runs;
    }

    static ChunkWords of(Chunk chunk, List<String> tags) {
        List<List<String>> runs = new ArrayList<>();
        runs.add(SimpleTerms.of(chunk.title() + " " + chunk.headingPath() + " " + chunk.text() + " "
                + String.join(" ", tags)));
        for (String line : SplitForms.of(chunk.title(), chunk.headingPath(), chunk.text()).split("\n")) {
            runs.add(SimpleTerms.of(line));
        }
        return new ChunkWords(runs);
    }

    /** How often the chunk holds the term: any of its phrases, each a place where its words follow one another. */
    int count(Term term) {
        int count = 0;
        for (Phrase phrase : term.phrases()) {
            List<String> words = phrase.words().stream().map(SimpleTerms::stem).toList();
            for (List<String> run : runs) {
                for (int at = 0; at + words.size() <= run.size(); at++) {
                    if (run.subList(at, at + words.size()).equals(words)) {
                        count++;
                    }
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
