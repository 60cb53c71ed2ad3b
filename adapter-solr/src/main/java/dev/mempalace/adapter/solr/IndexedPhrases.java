package dev.mempalace.adapter.solr;

import dev.mempalace.domain.text.Phrase;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A query's phrases as the collection indexes their words ({@link IndexedWords}): how often a text holds each, one
 * word right after another, and the text with each occurrence marked, as Solr's highlighter marks it.
 */
final class IndexedPhrases {

    private final List<List<String>> phrases;
    /** The phrases by their first word, so that a text is read once whatever the number of phrases. */
    private final Map<String, List<Integer>> byFirstWord = new HashMap<>();

    IndexedPhrases(List<Phrase> phrases) {
        this.phrases = phrases.stream().map(p -> IndexedWords.terms(String.join(" ", p.words()))).toList();
        for (int i = 0; i < this.phrases.size(); i++) {
            if (!this.phrases.get(i).isEmpty()) {
                byFirstWord.computeIfAbsent(this.phrases.get(i).get(0), first -> new ArrayList<>()).add(i);
            }
        }
    }

    /**
     * Each phrase's one indexed term (empty for a phrase that indexes to none), by the phrases' order, when no
     * phrase has more than one: then a text holds a phrase as often as its field holds the term, which Solr counts.
     */
    Optional<List<String>> singleTerms() {
        if (phrases.stream().anyMatch(phrase -> phrase.size() > 1)) {
            return Optional.empty();
        }
        return Optional.of(phrases.stream().map(phrase -> phrase.isEmpty() ? "" : phrase.get(0)).toList());
    }

    /** How often the words hold each phrase, by the phrases' order; overlapping occurrences each count, as in FTS5. */
    int[] occurrences(List<String> words) {
        int[] counts = new int[phrases.size()];
        for (int at = 0; at < words.size(); at++) {
            for (int i : byFirstWord.getOrDefault(words.get(at), List.of())) {
                if (holds(words, at, phrases.get(i))) {
                    counts[i]++;
                }
            }
        }
        return counts;
    }

    private static boolean holds(List<String> words, int at, List<String> phrase) {
        return at + phrase.size() <= words.size() && words.subList(at, at + phrase.size()).equals(phrase);
    }

    /** The text with every occurrence of a phrase between {@code open} and {@code close}, overlapping ones as one. */
    String marked(String text, char open, char close) {
        List<IndexedWords.Word> words = IndexedWords.of(text);
        List<String> terms = words.stream().map(IndexedWords.Word::term).toList();
        List<int[]> spans = new ArrayList<>();
        for (int at = 0; at < terms.size(); at++) {
            for (int i : byFirstWord.getOrDefault(terms.get(at), List.of())) {
                List<String> phrase = phrases.get(i);
                if (holds(terms, at, phrase)) {
                    spans.add(new int[] {words.get(at).start(), words.get(at + phrase.size() - 1).end()});
                }
            }
        }
        spans.sort(Comparator.comparingInt((int[] span) -> span[0]));
        StringBuilder marked = new StringBuilder(text.length() + 2 * spans.size());
        int done = 0;
        int i = 0;
        while (i < spans.size()) {
            int start = spans.get(i)[0];
            int end = spans.get(i)[1];
            for (i++; i < spans.size() && spans.get(i)[0] < end; i++) {
                end = Math.max(end, spans.get(i)[1]);
            }
            marked.append(text, done, start).append(open).append(text, start, end).append(close);
            done = end;
        }
        return marked.append(text, done, text.length()).toString();
    }
}
