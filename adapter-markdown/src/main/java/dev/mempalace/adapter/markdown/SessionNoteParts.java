package dev.mempalace.adapter.markdown;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A session too large for one note, cut into parts that each stay under the largest note the source reads
 * ({@link MarkdownNoteSource#MAX_NOTE_BYTES}), front matter included: {@code <id>.md}, then {@code <id>.part2.md},
 * and so on. A part ends at a line end where one lies in its second half, else inside the line (one prompt of
 * 12 MB is one line), never inside a character; the parts' bodies joined are the session's body exactly.
 */
final class SessionNoteParts {

    /** What a part's body may hold: the largest note less room for its front matter. */
    static final int BODY_BYTES = (int) MarkdownNoteSource.MAX_NOTE_BYTES - 64 * 1024;

    private SessionNoteParts() {
    }

    /** The workspace-relative path of part {@code number} (from 1) of the note at {@code path}. */
    static String path(String path, int number) {
        return number == 1 ? path : path.substring(0, path.length() - ".md".length()) + ".part" + number + ".md";
    }

    /** The body cut into parts of at most {@code budget} UTF-8 bytes each; one part when it fits. */
    static List<String> split(String body, int budget) {
        List<String> parts = new ArrayList<>();
        if (body.getBytes(StandardCharsets.UTF_8).length <= budget) {
            return List.of(body);
        }
        int start = 0;
        while (start < body.length()) {
            int end = start;
            int bytes = 0;
            int lastLineEnd = -1;
            while (end < body.length()) {
                int point = body.codePointAt(end);
                int size = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
                if (bytes + size > budget) {
                    break;
                }
                bytes += size;
                end += Character.charCount(point);
                if (point == '\n' && bytes > budget / 2) {
                    lastLineEnd = end;
                }
            }
            int cut = end < body.length() && lastLineEnd > start ? lastLineEnd : end;
            parts.add(body.substring(start, cut));
            start = cut;
        }
        return parts;
    }
}
