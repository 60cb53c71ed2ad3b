package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.domain.session.TranscriptLines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The body a session's note holds, its parts' bodies joined, read one part at a time: handed on up to the section of
 * an exchange starting at a given transcript line or after it (that exchange has grown, or follows), so that a note
 * of many parts is extended holding one.
 */
final class HeldSections {

    private static final String HEADING = "## ";
    /** Longer than any exchange's mark or heading: such a line is handed on as it comes, never held. */
    private static final int LONGEST_MARK = 80;

    private final Consumer<String> to;
    /**
     * What is held while it may begin a section that is cut: the start of a line not yet ended, or a heading and
     * the start of the line under it (the mark that names the exchange's lines).
     */
    private final StringBuilder open = new StringBuilder();
    /** The line being read began in an earlier piece and is no heading. */
    private boolean inLine;
    private boolean cut;

    private HeldSections(Consumer<String> to) {
        this.to = to;
    }

    /** Hands {@code to} the body of the note at {@code path} (workspace-relative) before line {@code firstLine}'s. */
    static void upTo(Path workspace, String path, int firstLine, Consumer<String> to) {
        HeldSections held = new HeldSections(to);
        for (int number = 1; !held.cut; number++) {
            String part = SessionNoteParts.path(path, number);
            Path file = workspace.resolve(part);
            if (!Files.isRegularFile(file)) {
                break;
            }
            held.piece(body(read(file, part)), firstLine);
        }
        if (!held.cut && !held.open.isEmpty() && !headsAtEnd(held.open.toString(), firstLine)) {
            to.accept(held.open.toString());
        }
    }

    private void piece(String piece, int firstLine) {
        String text = piece;
        int start = 0;
        if (inLine) {
            int newline = text.indexOf('\n');
            if (newline < 0) {
                to.accept(text);
                return;
            }
            start = newline + 1;
            to.accept(text.substring(0, start));
            inLine = false;
        } else if (!open.isEmpty()) {
            text = open + text;
            open.setLength(0);
        }
        int offset = start;
        int heading = -1;
        for (int newline = text.indexOf('\n', offset); newline >= 0; newline = text.indexOf('\n', offset)) {
            String line = text.substring(offset, newline);
            int cutAt = cutBefore(line, offset, heading, firstLine);
            if (cutAt >= 0) {
                to.accept(text.substring(start, cutAt));
                cut = true;
                return;
            }
            heading = line.startsWith(HEADING) ? offset : -1;
            offset = newline + 1;
        }
        // A heading as the last whole line is held with what follows it: the line under it may be its mark.
        int hold = heading >= 0 ? heading : offset;
        to.accept(text.substring(start, hold));
        String rest = text.substring(offset);
        if (rest.length() > LONGEST_MARK || heading < 0 && rest.length() >= HEADING.length()
                && !rest.startsWith(HEADING)) {
            // Neither a heading nor a mark, whatever follows: a line of many megabytes is handed on, not held.
            to.accept(text.substring(hold));
            inLine = true;
        } else {
            open.append(text, hold, text.length());
        }
    }

    /**
     * Where the text is cut when {@code line}, at {@code offset}, ends what comes before the section of an exchange
     * starting at {@code firstLine} or after: at the line itself when it is a heading naming those lines (written
     * before the mark), at the heading above it ({@code heading}, else -1) when it is that heading's mark; else -1.
     */
    private static int cutBefore(String line, int offset, int heading, int firstLine) {
        if (line.startsWith(HEADING) && from(ExchangeMarks.ofOldHeading(line), firstLine)) {
            return offset;
        }
        return heading >= 0 && from(TranscriptLines.ofMark(line), firstLine) ? heading : -1;
    }

    /** Whether what is held at the note's end begins a section that is cut. */
    private static boolean headsAtEnd(String held, int firstLine) {
        String[] lines = held.split("\n", -1);
        return cutBefore(lines[0], 0, -1, firstLine) >= 0
                || lines.length > 1 && cutBefore(lines[1], 1, lines[0].startsWith(HEADING) ? 0 : -1, firstLine) >= 0;
    }

    private static boolean from(Optional<TranscriptLines> lines, int firstLine) {
        return lines.filter(l -> l.first() >= firstLine).isPresent();
    }

    /** A part's text less its front matter. */
    static String body(String text) {
        if (!text.startsWith("---\n")) {
            return text;
        }
        int end = text.indexOf("\n---\n", 3);
        return end < 0 ? text : text.substring(end + 5);
    }

    static String read(Path file, String path) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new NoteUnreadableException("cannot read the session note " + path + ": " + e.getMessage(), e);
        }
    }
}
