package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mempalace.application.fake.FakeSecretRedactor;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SessionRedactionTest {

    private static final String TOKEN = "ghp_" + "0123456789abcdefghijklmnopqrstuvwxyz";
    private static final String KEY_LINE = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj";

    private final SessionRedaction redaction = new SessionRedaction(new FakeSecretRedactor());

    @Test
    void aToolInputIsRedactedWholeBeforeItsSummaryIsCut() {
        String input = "x".repeat(Reply.ToolCall.SUMMARY_LIMIT - 10) + " " + TOKEN;

        Reply.ToolCall call = (Reply.ToolCall) redaction.redact(List.of(exchange("run it",
                new Reply.ToolCall("Bash", input)))).exchanges().get(0).replies().get(0);

        assertFalse(call.input().contains("ghp_"), call.input());
        assertFalse(call.summary().contains("ghp_"), call.summary());
    }

    @Test
    void aKeyBodyThatBeginsTheMessageAfterItsBeginLineIsRedacted() {
        Exchange split = exchange("here is the key\n-----BEGIN RSA PRIVATE KEY-----",
                new Reply.Said(KEY_LINE + "\n" + KEY_LINE + "\nqw==\n-----END RSA PRIVATE KEY-----\nthat was all"),
                new Reply.Said(KEY_LINE + " is not a key here"));

        SessionRedaction.Redacted redacted = redaction.redact(List.of(split));

        List<Reply> replies = redacted.exchanges().get(0).replies();
        assertEquals(new Reply.Said("[redacted:private-key]\nthat was all"), replies.get(0));
        assertEquals(new Reply.Said(KEY_LINE + " is not a key here"), replies.get(1));
        assertEquals(Map.of("private-key", 1), redacted.kinds());
    }

    @Test
    void theTitleIsCutAfterTheWholePromptIsRedactedAndTheBranchAndFolderAreRedacted() {
        Transcript transcript = new Transcript("fake", "a", Optional.of("/work/" + TOKEN),
                Optional.of("fix/" + TOKEN), Optional.empty(), Optional.empty(),
                List.of(exchange("y".repeat(70) + " " + TOKEN + "\nmore")), false, 2);

        Transcript placed = redaction.place(transcript);

        String title = redaction.title("a", Optional.of(transcript.exchanges().get(0).prompt()));
        assertFalse(title.contains("ghp_"), title);
        assertEquals("Session a", redaction.title("a", Optional.empty()));
        assertEquals(Optional.of("/work/[redacted:github-pat]"), placed.project());
        assertEquals(Optional.of("fix/[redacted:github-pat]"), placed.branch());
    }

    private static Exchange exchange(String prompt, Reply... replies) {
        return new Exchange(1, 2, Optional.empty(), prompt, List.of(replies));
    }
}
