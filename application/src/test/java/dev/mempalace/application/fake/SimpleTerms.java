package dev.mempalace.application.fake;

import dev.mempalace.domain.text.StopWords;
import dev.mempalace.domain.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A deliberately small suffix stemmer over the domain's words and stop words, for the in-memory fakes. */
final class SimpleTerms {

    private SimpleTerms() {
    }

    /** Lowercased, stemmed words of a text, Latin accents folded, stop words kept. */
    static List<String> of(String text) {
        return Words.of(Words.folded(text)).stream().map(SimpleTerms::stem).toList();
    }

    /** The stemmed words of a text, stop words dropped unless nothing else is left, each once. */
    static List<String> query(String text) {
        List<String> all = new ArrayList<>();
        List<String> content = new ArrayList<>();
        for (String word : Words.of(Words.folded(text))) {
            all.add(stem(word));
            if (!StopWords.contains(word)) {
                content.add(stem(word));
            }
        }
        return (content.isEmpty() ? all : content).stream().distinct().toList();
    }

    /** The word in lower case without a common English suffix. */
    static String stem(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        for (String suffix : List.of("ing", "ed", "es", "s")) {
            if (lower.length() > suffix.length() + 2 && lower.endsWith(suffix)) {
                return lower.substring(0, lower.length() - suffix.length());
            }
        }
        return lower;
    }
}
