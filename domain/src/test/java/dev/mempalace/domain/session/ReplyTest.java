package dev.mempalace.domain.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReplyTest {

    @Test
    void aSummaryKeepsOneLine() {
        assertEquals(new Reply.ToolCall("Bash", "cd app && mvn -q verify"),
                Reply.ToolCall.summarising("Bash", "  cd app &&\n\tmvn -q   verify\n"));
    }

    @Test
    void aLongSummaryIsCutToTheLimitWithAnEllipsis() {
        String summary = Reply.ToolCall.summarising("Bash", "echo " + "a".repeat(500)).summary();

        assertEquals(Reply.ToolCall.SUMMARY_LIMIT, summary.length());
        assertTrue(summary.startsWith("echo aaa") && summary.endsWith("…"), summary);
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String input = "x".repeat(Reply.ToolCall.SUMMARY_LIMIT - 2) + "😀😀😀";

        String summary = Reply.ToolCall.summarising("Write", input).summary();

        assertEquals("x".repeat(Reply.ToolCall.SUMMARY_LIMIT - 2) + "…", summary);
    }
}
