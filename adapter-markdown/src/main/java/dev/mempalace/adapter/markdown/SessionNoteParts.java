package dev.mempalace.adapter.markdown;

import java.util.function.Consumer;

/**
 * A session too large for one note, cut into parts that each stay under the largest note the source reads
 * ({@link MarkdownNoteSource#MAX_NOTE_BYTES}), front matter included: {@code <id>.md}, then {@code <id>.part2.md},
 * and so on. A part ends at a line end where one lies in its second half, else inside the line (one prompt of
 * 12 MB is one line), never inside a character; the parts' bodies joined are the session's body exactly. The body is
 * handed in pieces as it is written and each part handed on once it is known, so that a body of any length is cut
 * holding one part and one piece; pieces cut as the whole body would be.
 */
final class SessionNoteParts {

    /** What a part's body may hold: the largest note less room for its front matter. */
    static final int BODY_BYTES = (int) MarkdownNoteSource.MAX_NOTE_BYTES - 64 * 1024;

    private final int budget;
    private final Consumer<String> parts;
    private final StringBuilder pending = new StringBuilder();
    private long pendingBytes;
    private int handed;

    /** Cuts into parts of at most {@code budget} UTF-8 bytes each, handed to {@code parts} in order. */
    SessionNoteParts(int budget, Consumer<String> parts) {
        this.budget = budget;
        this.parts = parts;
    }

    /** The workspace-relative path of part {@code number} (from 1) of the note at {@code path}. */
    static String path(String path, int number) {
        return number == 1 ? path : path.substring(0, path.length() - ".md".length()) + ".part" + number + ".md";
    }

    /** The next piece of the body: every part that can no longer change is handed on. */
    void add(CharSequence piece) {
        pending.append(piece);
        for (int i = 0; i < piece.length(); i += Character.charCount(Character.codePointAt(piece, i))) {
            pendingBytes += bytes(Character.codePointAt(piece, i));
        }
        // A part is known once more than a part's worth follows its start: then it ends before the body does.
        while (pendingBytes > budget) {
            cut();
        }
    }

    /** Hands on the last part (the only one, empty, for an empty body); returns how many parts there were. */
    int finish() {
        if (pending.length() > 0 || handed == 0) {
            hand(pending.length());
        }
        return handed;
    }

    private void cut() {
        int end = 0;
        int bytes = 0;
        int lastLineEnd = -1;
        while (end < pending.length()) {
            int point = pending.codePointAt(end);
            if (bytes + bytes(point) > budget) {
                break;
            }
            bytes += bytes(point);
            end += Character.charCount(point);
            if (point == '\n' && bytes > budget / 2) {
                lastLineEnd = end;
            }
        }
        hand(lastLineEnd > 0 ? lastLineEnd : end);
    }

    private void hand(int length) {
        String part = pending.substring(0, length);
        pending.delete(0, length);
        part.codePoints().forEach(point -> pendingBytes -= bytes(point));
        handed++;
        parts.accept(part);
    }

    private static int bytes(int point) {
        return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    }
}
