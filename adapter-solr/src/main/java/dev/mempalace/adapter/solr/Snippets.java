package dev.mempalace.adapter.solr;

import dev.mempalace.domain.ranking.Snippet;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Snippets as SQLite makes them: for a word match, a window of words around the first match, cut ends marked with
 * an ellipsis; for a vector match, the start of the text.
 */
final class Snippets {

    static final int WINDOW_WORDS = 24;
    /** Words kept before the first match, so that it is read in its sentence. */
    static final int WORDS_BEFORE = 3;
    static final int PLAIN_CHARS = 200;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}\\p{Co}]+");
    private static final String CUT = "…";

    private Snippets() {
    }

    /** The window of a whole text whose matches are marked. */
    static Snippet window(String marked, char open, char close) {
        Snippet whole = Snippet.marked(marked, open, close);
        List<int[]> words = new ArrayList<>();
        Matcher word = WORD.matcher(whole.text());
        while (word.find()) {
            words.add(new int[] {word.start(), word.end()});
        }
        if (words.size() <= WINDOW_WORDS) {
            return whole;
        }
        int firstMatch = whole.matches().isEmpty() ? 0 : whole.matches().get(0).start();
        int matchWord = 0;
        while (matchWord < words.size() - 1 && words.get(matchWord)[1] <= firstMatch) {
            matchWord++;
        }
        int first = Math.max(0, Math.min(matchWord - WORDS_BEFORE, words.size() - WINDOW_WORDS));
        int last = first + WINDOW_WORDS - 1;
        int from = first == 0 ? 0 : words.get(first)[0];
        int to = last == words.size() - 1 ? whole.text().length() : words.get(last)[1];
        String prefix = from == 0 ? "" : CUT;
        List<Snippet.Span> spans = new ArrayList<>();
        for (Snippet.Span span : whole.matches()) {
            if (span.start() >= from && span.end() <= to) {
                spans.add(new Snippet.Span(span.start() - from + prefix.length(), span.end() - from + prefix.length()));
            }
        }
        return new Snippet(prefix + whole.text().substring(from, to) + (to == whole.text().length() ? "" : CUT),
                spans);
    }

    /** The start of a text, verbatim. */
    static Snippet plain(String text) {
        String line = text.strip();
        if (line.length() <= PLAIN_CHARS) {
            return Snippet.plain(line);
        }
        int end = Character.isLowSurrogate(line.charAt(PLAIN_CHARS)) ? PLAIN_CHARS - 1 : PLAIN_CHARS;
        return Snippet.plain(line.substring(0, end) + CUT);
    }
}
