package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.domain.session.ExchangeHeading;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The body a session's note holds, its parts' bodies joined, read one part at a time: handed on up to the section of
 * an exchange starting at a given transcript line or after it (that exchange has grown, or follows), so that a note
 * of many parts is extended holding one.
 */
final class HeldSections {

    private static final String HEADING = "## ";

    private final Consumer<String> to;
    /** The start of a line not yet ended, held while it may be a section's heading. */
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
        if (!held.cut && !held.open.isEmpty() && !heads(held.open.toString(), firstLine)) {
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
        for (int newline = text.indexOf('\n', offset); newline >= 0; newline = text.indexOf('\n', offset)) {
            if (heads(text.substring(offset, newline), firstLine)) {
                to.accept(text.substring(start, offset));
                cut = true;
                return;
            }
            offset = newline + 1;
        }
        to.accept(text.substring(start, offset));
        String rest = text.substring(offset);
        if (rest.length() >= HEADING.length() && !rest.startsWith(HEADING)) {
            // No heading, whatever follows: a line of many megabytes is handed on, not held.
            to.accept(rest);
            inLine = true;
        } else {
            open.append(rest);
        }
    }

    /** Whether {@code line} heads the section of an exchange starting at {@code firstLine} or after. */
    private static boolean heads(String line, int firstLine) {
        return line.startsWith(HEADING) && ExchangeHeading.lines(line).filter(l -> l.first() >= firstLine).isPresent();
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
