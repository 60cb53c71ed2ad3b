package dev.mempalace.application.service;

import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Redacts every text of a session's exchanges, and names a session by its first prompt, redacted too. */
public final class SessionRedaction {

    private static final int TITLE_CHARS = 80;

    private final SecretRedactor redactor;

    public SessionRedaction(SecretRedactor redactor) {
        this.redactor = redactor;
    }

    /** The exchanges with every secret replaced, the kinds replaced, and the first lines of the exchanges that held one. */
    public Redacted redact(List<Exchange> exchanges) {
        Map<String, Integer> kinds = new TreeMap<>();
        List<Integer> lines = new ArrayList<>();
        List<Exchange> redacted = new ArrayList<>();
        for (Exchange exchange : exchanges) {
            Map<String, Integer> found = new TreeMap<>();
            String prompt = text(exchange.prompt(), found);
            List<Reply> replies = new ArrayList<>();
            for (Reply reply : exchange.replies()) {
                if (reply instanceof Reply.Said said) {
                    replies.add(new Reply.Said(text(said.text(), found)));
                } else if (reply instanceof Reply.ToolCall call) {
                    replies.add(new Reply.ToolCall(call.tool(), text(call.summary(), found)));
                }
            }
            if (!found.isEmpty()) {
                lines.add(exchange.firstLine());
                found.forEach((kind, count) -> kinds.merge(kind, count, Integer::sum));
            }
            redacted.add(new Exchange(exchange.firstLine(), exchange.lastLine(), exchange.time(), prompt, replies));
        }
        return new Redacted(redacted, kinds, lines);
    }

    /** The session's title: the first line of its first prompt, redacted and cut short, else its id. */
    public String title(Transcript transcript) {
        return transcript.exchanges().stream().map(Exchange::prompt).map(String::strip).filter(p -> !p.isEmpty())
                .findFirst().map(prompt -> shortened(redactor.redact(prompt.lines().findFirst().orElse("")).text()))
                .filter(title -> !title.isBlank()).orElse("Session " + transcript.id());
    }

    private String text(String text, Map<String, Integer> found) {
        Redaction redaction = redactor.redact(text);
        redaction.kinds().forEach((kind, count) -> found.merge(kind, count, Integer::sum));
        return redaction.text();
    }

    private static String shortened(String line) {
        String plain = line.strip().replaceAll("^[#>*\\-\\s]+", "");
        return plain.length() <= TITLE_CHARS ? plain : plain.substring(0, TITLE_CHARS - 1).strip() + "…";
    }

    /** Exchanges after redaction, how many secrets of each kind were replaced, and where. */
    public record Redacted(List<Exchange> exchanges, Map<String, Integer> kinds, List<Integer> lines) {

        public Redacted {
            exchanges = List.copyOf(exchanges);
            kinds = Map.copyOf(kinds);
            lines = List.copyOf(lines);
        }
    }
}
