package dev.mempalace.adapter.solr;

import dev.mempalace.domain.text.Phrase;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A query's phrases as the collection indexes their words ({@link IndexedWords}): how often a text holds each, one
 * word right after another, and the text with each occurrence marked, as Solr's highlighter marks it.
 */
final class IndexedPhrases {

    private final List<List<String>> phrases;

    IndexedPhrases(List<Phrase> phrases) {
        this.phrases = phrases.stream().map(p -> IndexedWords.terms(String.join(" ", p.words()))).toList();
    }

    int size() {
        return phrases.size();
    }

    /** How often the words hold each phrase, by the phrases' order. */
    int[] occurrences(List<String> words) {
        int[] counts = new int[phrases.size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = starts(words, phrases.get(i)).size();
        }
        return counts;
    }

    /** Where the words hold the phrase, overlapping occurrences each counted as FTS5 counts them. */
    private static List<Integer> starts(List<String> words, List<String> phrase) {
        List<Integer> starts = new ArrayList<>();
        for (int at = 0; !phrase.isEmpty() && at + phrase.size() <= words.size(); at++) {
            if (words.subList(at, at + phrase.size()).equals(phrase)) {
                starts.add(at);
            }
        }
        return starts;
    }

    /** The text with every occurrence of a phrase between {@code open} and {@code close}, overlapping ones as one. */
    String marked(String text, char open, char close) {
        List<IndexedWords.Word> words = IndexedWords.of(text);
        List<String> terms = words.stream().map(IndexedWords.Word::term).toList();
        List<int[]> spans = new ArrayList<>();
        for (List<String> phrase : phrases) {
            for (int at : starts(terms, phrase)) {
                spans.add(new int[] {words.get(at).start(), words.get(at + phrase.size() - 1).end()});
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
