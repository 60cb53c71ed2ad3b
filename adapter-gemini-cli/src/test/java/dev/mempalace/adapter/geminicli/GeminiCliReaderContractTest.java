package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mempalace.application.contract.SessionStep;
import dev.mempalace.application.contract.SessionStep.CompactionSummary;
import dev.mempalace.application.contract.SessionStep.Prompt;
import dev.mempalace.application.contract.SessionStep.PromptWithImage;
import dev.mempalace.application.contract.SessionStep.Said;
import dev.mempalace.application.contract.SessionStep.SaidTwice;
import dev.mempalace.application.contract.SessionStep.ScaffoldedPrompt;
import dev.mempalace.application.contract.SessionStep.Scaffolding;
import dev.mempalace.application.contract.SessionStep.StillWriting;
import dev.mempalace.application.contract.SessionStep.Thinking;
import dev.mempalace.application.contract.SessionStep.ToolCalled;
import dev.mempalace.application.contract.SessionStep.ToolOutput;
import dev.mempalace.application.contract.SessionStep.UnknownRecord;
import dev.mempalace.application.contract.TranscriptReaderContract;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.TranscriptLines;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Gemini CLI's reader honours the transcript reader contract, over sessions its writer writes. */
class GeminiCliReaderContractTest extends TranscriptReaderContract {

    @Override
    protected TranscriptReader reader() {
        return new GeminiCliReader(Map.of(), Path.of("/nonexistent-home"));
    }

    @Override
    protected boolean recordsTheBranch() {
        return false;
    }

    @Override
    protected Written write(Path folder, Session session, List<SessionStep> steps) {
        GeminiCliWriter writer = new GeminiCliWriter(session.id(), timeOf(0));
        List<TranscriptLines> lines = new ArrayList<>();
        ToolCalled lastCall = new ToolCalled("none", "", "");
        for (int i = 0; i < steps.size(); i++) {
            int first = write(writer, steps.get(i), timeOf(i), session.project(), lastCall);
            boolean message = !(steps.get(i) instanceof UnknownRecord || steps.get(i) instanceof StillWriting
                    || steps.get(i) instanceof SessionStep.NotJson);
            // a message's last line is the one before the $set that follows it
            lines.add(new TranscriptLines(first, message ? writer.lines() - 1 : first));
            lastCall = steps.get(i) instanceof ToolCalled t ? t : lastCall;
        }
        Path file = GeminiCliWriter.sessionFile(folder, session.project(), session.id(), START);
        return new Written(writer.writeTo(file), lines, writer.lines());
    }

    /** Writes one step; returns the first of its lines that belong to the conversation. */
    private static int write(GeminiCliWriter writer, SessionStep step, Instant time, String cwd,
            ToolCalled lastCall) {
        if (step instanceof Prompt p) {
            return writer.prompt(time, p.text(), p.text());
        } else if (step instanceof ScaffoldedPrompt p) {
            return writer.prompt(time, p.text(), "<session_context>\nThe folder is " + cwd
                    + "\n</session_context>\n\n" + p.text() + "\n\n<hook_context>The build is green.</hook_context>");
        } else if (step instanceof PromptWithImage p) {
            return writer.promptWithImage(time, p.text(), "image/png", "iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB");
        } else if (step instanceof Scaffolding) {
            int first = writer.prompt(time, "", "<session_context>\nThe folder is " + cwd + "\n</session_context>");
            writer.note(time, "info", "Switched to the fallback model.");
            return first;
        } else if (step instanceof Said s) {
            return writer.said(time, s.text());
        } else if (step instanceof SaidTwice s) {
            int first = writer.said(time, s.text());
            writer.tokens();
            return first;
        } else if (step instanceof ToolCalled t) {
            return writer.toolCall(time, callId(t), t.tool(), JsonNodeFactory.instance.objectNode()
                    .put(t.field(), t.value()));
        } else if (step instanceof ToolOutput o) {
            return writer.toolResult(time, callId(lastCall), lastCall.tool(), o.text());
        } else if (step instanceof Thinking t) {
            return writer.thought(time, "Weighing it", t.text());
        } else if (step instanceof CompactionSummary s) {
            return writer.snapshot(time, s.text());
        } else if (step instanceof UnknownRecord) {
            return writer.raw("{\"type\":\"world_state_v9\",\"note\":\"text nobody should keep\"}\n");
        } else if (step instanceof StillWriting s) {
            return writer.raw("{\"id\":\"last\",\"timestamp\":\"" + time + "\",\"type\":\"gemini\",\"content\":\""
                    + s.text() + "\"}");
        }
        return writer.raw("{\"id\":\"torn\",\"timestamp\":\"" + time + "\",\"type\":\n");
    }

    private static String callId(ToolCalled call) {
        return call.tool() + "_" + Integer.toHexString(call.value().hashCode());
    }
}
