package dev.mempalace.application.contract;

import dev.mempalace.application.contract.SessionStep.CompactionSummary;
import dev.mempalace.application.contract.SessionStep.Prompt;
import dev.mempalace.application.contract.SessionStep.PromptWithImage;
import dev.mempalace.application.contract.SessionStep.Said;
import dev.mempalace.application.contract.SessionStep.SaidTwice;
import dev.mempalace.application.contract.SessionStep.ScaffoldedPrompt;
import dev.mempalace.application.contract.SessionStep.Thinking;
import dev.mempalace.application.contract.SessionStep.ToolCalled;
import dev.mempalace.application.contract.SessionStep.ToolOutput;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.session.Reply;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The exchanges a reader must find in a transcript written from {@link SessionStep}s: one per prompt (and one per
 * compaction summary), from its first line to the last line of its replies; text and tool calls kept, the rest only
 * widening the range, scaffolding, unknown records and broken lines left out.
 */
final class ExpectedExchanges {

    private final List<Exchange> exchanges = new ArrayList<>();
    private Open open;

    private ExpectedExchanges() {
    }

    static List<Exchange> of(List<SessionStep> steps, List<TranscriptLines> lines, IntFunction<Instant> timeOf) {
        ExpectedExchanges expected = new ExpectedExchanges();
        for (int i = 0; i < steps.size(); i++) {
            expected.add(steps.get(i), lines.get(i), timeOf.apply(i));
        }
        expected.close();
        return List.copyOf(expected.exchanges);
    }

    /** The exchanges with no time where they have no prompt: a compaction summary's time is the harness's. */
    static List<Exchange> timedByPrompt(List<Exchange> exchanges) {
        return exchanges.stream().map(e -> e.prompt().isEmpty()
                ? new Exchange(e.firstLine(), e.lastLine(), Optional.empty(), "", e.replies()) : e).toList();
    }

    private void add(SessionStep step, TranscriptLines lines, Instant time) {
        if (step instanceof Prompt p) {
            start(lines, time, p.text());
        } else if (step instanceof ScaffoldedPrompt p) {
            start(lines, time, p.text());
        } else if (step instanceof PromptWithImage p) {
            start(lines, time, p.text());
        } else if (step instanceof CompactionSummary s) {
            start(lines, time, "");
            open.replies.add(new Reply.Said(s.text()));
        } else if (step instanceof Said s) {
            reply(lines, time, new Reply.Said(s.text()));
        } else if (step instanceof SaidTwice s) {
            reply(lines, time, new Reply.Said(s.text()));
        } else if (step instanceof ToolCalled t) {
            reply(lines, time, new Reply.ToolCall(t.tool(), t.value()));
        } else if (step instanceof ToolOutput || step instanceof Thinking) {
            reply(lines, time, null);
        }
    }

    private void start(TranscriptLines lines, Instant time, String prompt) {
        close();
        open = new Open(lines.first(), lines.last(), time, prompt);
    }

    private void reply(TranscriptLines lines, Instant time, Reply reply) {
        if (open == null) {
            open = new Open(lines.first(), lines.last(), time, "");
        }
        open.last = lines.last();
        if (reply != null) {
            open.replies.add(reply);
        }
    }

    private void close() {
        if (open != null) {
            exchanges.add(new Exchange(open.first, open.last, Optional.of(open.time), open.prompt, open.replies));
            open = null;
        }
    }

    private static final class Open {
        private final int first;
        private int last;
        private final Instant time;
        private final String prompt;
        private final List<Reply> replies = new ArrayList<>();

        Open(int first, int last, Instant time, String prompt) {
            this.first = first;
            this.last = last;
            this.time = time;
            this.prompt = prompt;
        }
    }
}
