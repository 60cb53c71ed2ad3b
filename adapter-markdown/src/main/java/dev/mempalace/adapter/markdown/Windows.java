package dev.mempalace.adapter.markdown;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an over-long section into windows of about {@code max} tokens that overlap by about {@code overlap}.
 * Cuts fall between lines, preferably at a blank line, and never inside a fenced code block: a fence is one
 * indivisible unit, so a fence longer than a window becomes a window of its own, and so does a single line.
 */
final class Windows {

    private final Section section;
    private final SourceLines lines;
    private final int max;
    private final int overlap;
    private final int[] starts;
    private final int[] words;
    private int count;

    private Windows(Section section, SourceLines lines, int[] fenceEnds, int max, int overlap) {
        this.section = section;
        this.lines = lines;
        this.max = max;
        this.overlap = overlap;
        int size = section.last() - section.first() + 1;
        starts = new int[size];
        words = new int[size + 1];
        for (int line = section.first(); line <= section.last(); count++) {
            int end = fenceEnds[line] >= line ? Math.min(fenceEnds[line], section.last()) : line;
            starts[count] = line;
            words[count + 1] = words[count] + lines.words(line, end);
            line = end + 1;
        }
    }

    static List<Section> split(Section section, SourceLines lines, int[] fenceEnds, int max, int overlap) {
        Windows windows = new Windows(section, lines, fenceEnds, max, overlap);
        return windows.tokens(0, windows.count - 1) <= max ? List.of(section) : windows.split();
    }

    private List<Section> split() {
        List<Section> windows = new ArrayList<>();
        int from = 0;
        while (true) {
            while (from < count && tokens(from, from) == 0) {
                from++;
            }
            if (from >= count) {
                return windows;
            }
            int to = from;
            while (to + 1 < count && tokens(from, to + 1) <= max) {
                to++;
            }
            if (to + 1 < count && tokens(to + 1, count - 1) <= overlap) {
                to = count - 1;
            } else if (to + 1 < count) {
                to = paragraphEnd(from, to);
            }
            to = pastHeading(from, to);
            windows.add(trimmed(from, to));
            if (to + 1 >= count) {
                return windows;
            }
            from = overlapStart(from, to);
        }
    }

    /** The last unit before a blank line in the window's second half, else {@code to}. */
    private int paragraphEnd(int from, int to) {
        for (int k = to - 1; k >= from && tokens(from, k) >= max / 2; k--) {
            if (lines.blank(starts[k + 1])) {
                return k;
            }
        }
        return to;
    }

    /**
     * A window never holds the section's heading alone (which retrieves nothing): when the text after the heading
     * does not fit, the window still takes its first unit, however long.
     */
    private int pastHeading(int from, int to) {
        if (section.level() == 0 || starts[from] > section.headingEnd()) {
            return to;
        }
        int heading = from;
        while (heading + 1 < count && starts[heading + 1] <= section.headingEnd()) {
            heading++;
        }
        int next = to;
        while (next + 1 < count && tokens(heading + 1, next) == 0) {
            next++;
        }
        return next;
    }

    /** Where the next window starts: the trailing units of this one worth at most {@code overlap} tokens. */
    private int overlapStart(int from, int to) {
        int next = to + 1;
        while (next - 1 > from && tokens(next - 1, to) <= overlap) {
            next--;
        }
        return next <= to && tokens(next, to + 1) > max ? to + 1 : next;
    }

    private Section trimmed(int from, int to) {
        int first = starts[from];
        int last = to + 1 < count ? starts[to + 1] - 1 : section.last();
        while (lines.blank(last)) {
            last--;
        }
        return section.lines(first, last);
    }

    private int tokens(int from, int to) {
        return Tokens.of(words[to + 1] - words[from]);
    }
}
