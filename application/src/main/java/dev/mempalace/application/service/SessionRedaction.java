package dev.mempalace.application.service;

import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Redacts every text of a session's exchanges whole (a tool call's input too, before any summary cuts it), the
 * folder and branch it ran in, and names a session by its first prompt, redacted before it is cut.
 */
public final class SessionRedaction {

    private static final int TITLE_CHARS = 80;
    /** A private key's body (base64 lines, an END line) at the start of a message whose previous one opened it. */
    private static final Pattern KEY_BODY = Pattern.compile("\\A\\s*((?:[A-Za-z0-9+/]{16,}={0,2}\\s*)+"
            + "(?:[A-Za-z0-9+/]{1,15}={0,2}\\s*)?)(-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----)?");
    private static final int KEY_BODY_CHARS = 64;
    private static final String KEY_KIND = "private-key";

    private final SecretRedactor redactor;

    public SessionRedaction(SecretRedactor redactor) {
        this.redactor = redactor;
    }

    /** The exchanges with every secret replaced, the kinds replaced, and the first lines of the exchanges that held one. */
    public Redacted redact(List<Exchange> exchanges) {
        Pass pass = pass();
        List<Exchange> redacted = exchanges.stream().map(pass::next).toList();
        return new Redacted(redacted, pass.kinds, pass.lines);
    }

    /** A redaction of one session's exchanges, handed to it one at a time in order. */
    public Pass pass() {
        return new Pass();
    }

    /** The transcript with the folder and the branch it ran in redacted (a branch may name a ticket or hold a URL). */
    public Transcript place(Transcript transcript) {
        return new Transcript(transcript.harness(), transcript.id(), redacted(transcript.project()),
                redacted(transcript.branch()), transcript.started(), transcript.ended(), transcript.exchanges(),
                transcript.markedPrivate(), transcript.lines());
    }

    /**
     * The title of session {@code id} whose first prompt that is not blank is {@code prompt}: the prompt's first line,
     * redacted whole and then cut short, else the id.
     */
    public String title(String id, Optional<String> prompt) {
        return prompt.map(String::strip).map(p -> shortened(redactor.redact(p).text().lines().findFirst().orElse("")))
                .filter(title -> !title.isBlank()).orElse("Session " + id);
    }

    private Optional<String> redacted(Optional<String> text) {
        return text.map(t -> redactor.redact(t).text());
    }

    private static String shortened(String line) {
        String plain = line.strip().replaceAll("^[#>*\\-\\s]+", "");
        return plain.length() <= TITLE_CHARS ? plain : plain.substring(0, TITLE_CHARS - 1).strip() + "…";
    }

    /**
     * A session's messages in order, and the secrets found in those of the current exchange: a private key opened in
     * one message and not closed makes the base64 lines that begin the next one (a key pasted in two parts) a key.
     */
    private final class Messages {

        private final Map<String, Integer> found = new TreeMap<>();
        private boolean keyOpen;

        String text(String text) {
            String rest = text;
            String head = "";
            Matcher body = KEY_BODY.matcher(text);
            if (keyOpen && body.find() && (body.group(2) != null
                    || body.group(1).replaceAll("\\s", "").length() >= KEY_BODY_CHARS)) {
                head = "[redacted:" + KEY_KIND + "]";
                found.merge(KEY_KIND, 1, Integer::sum);
                rest = text.substring(body.end());
            }
            keyOpen = opensKey(text);
            Redaction redaction = redactor.redact(rest);
            redaction.kinds().forEach((kind, count) -> found.merge(kind, count, Integer::sum));
            return head + redaction.text();
        }

        private static boolean opensKey(String text) {
            int begin = text.lastIndexOf("-----BEGIN");
            return begin >= 0 && text.lastIndexOf("-----END") < begin
                    && text.indexOf("PRIVATE KEY", begin) >= 0;
        }
    }

    /** One session's redaction as it goes: each exchange redacted in turn, the kinds replaced and where, so far. */
    public final class Pass {

        private final Messages messages = new Messages();
        private final Map<String, Integer> kinds = new TreeMap<>();
        private final List<Integer> lines = new ArrayList<>();

        private Pass() {
        }

        /** The exchange with every secret replaced (a key opened in the exchange before it counts). */
        public Exchange next(Exchange exchange) {
            String prompt = messages.text(exchange.prompt());
            List<Reply> replies = new ArrayList<>();
            for (Reply reply : exchange.replies()) {
                if (reply instanceof Reply.Said said) {
                    replies.add(new Reply.Said(messages.text(said.text())));
                } else if (reply instanceof Reply.ToolCall call) {
                    replies.add(new Reply.ToolCall(call.tool(), messages.text(call.input())));
                }
            }
            if (!messages.found.isEmpty()) {
                lines.add(exchange.firstLine());
                messages.found.forEach((kind, count) -> kinds.merge(kind, count, Integer::sum));
                messages.found.clear();
            }
            return new Exchange(exchange.firstLine(), exchange.lastLine(), exchange.time(), prompt, replies);
        }

        /** How many secrets of each kind were replaced so far. */
        public Map<String, Integer> kinds() {
            return Map.copyOf(kinds);
        }

        /** The first lines of the exchanges that held one, so far. */
        public List<Integer> lines() {
            return List.copyOf(lines);
        }
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
