package dev.mempalace.application.fake;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** A deliberately small tokenizer and suffix stemmer for the in-memory fakes. */
final class SimpleTerms {

    private static final Set<String> STOP = Set.of("a", "an", "the", "to", "of", "in", "on", "for", "and", "or",
            "is", "it", "do", "does", "how", "i", "my", "what", "with", "when", "why", "which");

    private SimpleTerms() {
    }

    /** Lowercased, stemmed terms of a text, stop words kept. */
    static List<String> of(String text) {
        List<String> terms = new ArrayList<>();
        for (String token : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!token.isEmpty()) {
                terms.add(stem(token));
            }
        }
        return terms;
    }

    /** Query terms: stop words dropped unless nothing else is left. */
    static List<String> query(String text) {
        List<String> all = of(text);
        List<String> content = all.stream().filter(t -> !STOP.contains(t)).distinct().toList();
        return content.isEmpty() ? all.stream().distinct().toList() : content;
    }

    private static String stem(String token) {
        for (String suffix : List.of("ing", "ed", "es", "s")) {
            if (token.length() > suffix.length() + 2 && token.endsWith(suffix)) {
                return token.substring(0, token.length() - suffix.length());
            }
        }
        return token;
    }
}
