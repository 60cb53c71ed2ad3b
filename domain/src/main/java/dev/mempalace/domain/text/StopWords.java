package dev.mempalace.domain.text;

import java.util.Locale;
import java.util.Set;

/**
 * The common English words a query can do without: they match nearly every note, so a query drops them unless
 * nothing else is left, and a query of nothing else means little.
 */
public final class StopWords {

    private static final Set<String> WORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by",
            "can", "do", "does", "for", "from", "how", "i", "if", "in", "into", "is", "it", "its", "of", "on", "or",
            "so", "that", "the", "then", "there", "these", "this", "to", "was", "were", "what", "when", "where",
            "which", "who", "why", "will", "with");

    private StopWords() {
    }

    /** Whether the word, in any case, is one of them. */
    public static boolean contains(String word) {
        return WORDS.contains(word.toLowerCase(Locale.ROOT));
    }
}
