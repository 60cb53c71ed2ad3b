package dev.mempalace.domain.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReplyTest {

    @Test
    void aSummaryKeepsOneLine() {
        assertEquals("cd app && mvn -q verify",
                new Reply.ToolCall("Bash", "  cd app &&\n\tmvn -q   verify\n").summary());
    }

    @Test
    void theInputIsKeptWholeAndOnlyTheSummaryIsCut() {
        String input = "cat <<EOF\n" + "k".repeat(500) + "\nEOF";

        assertEquals(input, new Reply.ToolCall("Bash", input).input());
    }

    @Test
    void aLongSummaryIsCutToTheLimitWithAnEllipsis() {
        String summary = new Reply.ToolCall("Bash", "echo " + "a".repeat(500)).summary();

        assertEquals(Reply.ToolCall.SUMMARY_LIMIT, summary.length());
        assertTrue(summary.startsWith("echo aaa") && summary.endsWith("…"), summary);
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String input = "x".repeat(Reply.ToolCall.SUMMARY_LIMIT - 2) + "😀😀😀";

        String summary = new Reply.ToolCall("Write", input).summary();

        assertEquals("x".repeat(Reply.ToolCall.SUMMARY_LIMIT - 2) + "…", summary);
    }
}
