package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A session's exchanges as Markdown: one {@code ##} section per exchange, headed by its time, its transcript lines
 * on the line under the heading ({@link TranscriptLines#mark});
 * the prompt as a block quote (so that no label word is indexed with every exchange), the replies as paragraphs and
 * the tool calls as list items. Whatever the text holds is kept inside its section: headings and the HTML blocks
 * that only a marker ends are escaped, and a code fence left open is closed.
 */
final class SessionNoteText {

    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
    private static final Pattern BREAKS_OUT = Pattern.compile(
            "^( {0,3})(#{1,6}(?:[ \\t]|$)|=+[ \\t]*$|-{2,}[ \\t]*$|<(?i:script|pre|style|textarea|!|\\?))");

    private SessionNoteText() {
    }

    /** The sections of {@code exchanges}, each ending with a blank line. */
    static String sections(List<Exchange> exchanges) {
        StringBuilder text = new StringBuilder();
        for (Exchange exchange : exchanges) {
            text.append("## ").append(ExchangeMarks.heading(exchange.time())).append('\n')
                    .append(TranscriptLines.mark(exchange.firstLine(), exchange.lastLine())).append("\n\n");
            if (!exchange.prompt().isBlank()) {
                contained(exchange.prompt()).lines().forEach(line -> text.append(line.isEmpty() ? ">" : "> " + line)
                        .append('\n'));
                text.append('\n');
            }
            boolean inList = false;
            for (Reply reply : exchange.replies()) {
                if (reply instanceof Reply.ToolCall call) {
                    text.append("- ").append(oneLine(call.tool()));
                    if (!call.input().isBlank()) {
                        text.append(": ").append(oneLine(call.summary()));
                    }
                    text.append('\n');
                    inList = true;
                } else if (reply instanceof Reply.Said said && !said.text().isBlank()) {
                    text.append(inList ? "\n" : "").append(contained(said.text())).append("\n\n");
                    inList = false;
                }
            }
            if (inList) {
                text.append('\n');
            }
        }
        return text.toString();
    }

    /** Text that cannot end its section: heading-like lines escaped outside code, open fences closed. */
    static String contained(String text) {
        StringBuilder out = new StringBuilder();
        String fence = null;
        for (String line : text.replace("\r\n", "\n").replace('\r', '\n').strip().split("\n", -1)) {
            Matcher opening = FENCE.matcher(line);
            if (fence == null && opening.find()) {
                fence = opening.group(1);
            } else if (fence != null && closes(line, fence)) {
                fence = null;
            } else if (fence == null) {
                Matcher breaking = BREAKS_OUT.matcher(line);
                if (breaking.find()) {
                    line = breaking.group(1) + "\\" + line.substring(breaking.group(1).length());
                }
            }
            out.append(line).append('\n');
        }
        if (fence != null) {
            out.append(fence).append('\n');
        }
        return out.toString().strip();
    }

    private static boolean closes(String line, String fence) {
        String stripped = line.strip();
        return stripped.startsWith(fence) && stripped.chars().allMatch(c -> c == fence.charAt(0));
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip().replace("<", "&lt;");
    }
}
