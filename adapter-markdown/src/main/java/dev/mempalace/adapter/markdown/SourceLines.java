package dev.mempalace.adapter.markdown;

import java.util.Arrays;

/** The lines of a normalised note (0-based here, 1-based in chunks) with their word counts, indexed once. */
final class SourceLines {

    private final String text;
    private final int[] starts;
    private final int[] words;
    private final int count;

    SourceLines(String text) {
        this.text = text;
        int[] found = new int[16];
        int n = 0;
        for (int at = 0; at < text.length(); at = nextLineStart(at)) {
            if (n == found.length) {
                found = Arrays.copyOf(found, n * 2);
            }
            found[n++] = at;
        }
        this.starts = found;
        this.count = n;
        this.words = new int[n];
        for (int i = 0; i < n; i++) {
            words[i] = countWords(i);
        }
    }

    int count() {
        return count;
    }

    int words(int line) {
        return words[line];
    }

    /** The words of lines {@code from} through {@code to} (0-based, inclusive; none when {@code to < from}). */
    int words(int from, int to) {
        int sum = 0;
        for (int line = from; line <= to; line++) {
            sum += words[line];
        }
        return sum;
    }

    boolean blank(int line) {
        return words[line] == 0;
    }

    String line(int line) {
        return text.substring(starts[line], end(line));
    }

    /** The whole normalised text. */
    String text() {
        return text;
    }

    /** Where {@code line} starts in {@link #text()}. */
    int start(int line) {
        return starts[line];
    }

    /** Where {@code line} ends in {@link #text()}, its line end left out. */
    int end(int line) {
        int next = line + 1 < count ? starts[line + 1] : text.length();
        return next > starts[line] && text.charAt(next - 1) == '\n' ? next - 1 : next;
    }

    /** The line that holds the char at {@code index} of {@link #text()}. */
    int lineAt(int index) {
        int found = Arrays.binarySearch(starts, 0, count, index);
        return found >= 0 ? found : -found - 2;
    }

    /** The lines {@code from..to} inclusive, joined by LF, without a trailing line end. */
    String slice(int from, int to) {
        return text.substring(starts[from], end(to));
    }

    /** Everything from the start of {@code line} on; empty past the last line. */
    String from(int line) {
        return line >= count ? "" : text.substring(starts[line]);
    }

    private int nextLineStart(int at) {
        int lf = text.indexOf('\n', at);
        return lf < 0 ? text.length() : lf + 1;
    }

    private int countWords(int line) {
        int n = 0;
        boolean inWord = false;
        for (int i = starts[line], end = end(line); i < end; i++) {
            boolean space = Character.isWhitespace(text.charAt(i));
            if (!space && !inWord) {
                n++;
            }
            inWord = !space;
        }
        return n;
    }
}
