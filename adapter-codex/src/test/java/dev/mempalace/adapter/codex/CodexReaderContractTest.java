package dev.mempalace.adapter.codex;

import static dev.mempalace.adapter.codex.CodexWriter.payload;

import com.fasterxml.jackson.databind.node.ObjectNode;
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

/** Codex's reader honours the transcript reader contract, over rollouts shaped as Codex writes them. */
class CodexReaderContractTest extends TranscriptReaderContract {

    @Override
    protected TranscriptReader reader() {
        return new CodexReader(Map.of(), Path.of("/nonexistent-home"));
    }

    @Override
    protected Written write(Path folder, Session session, List<SessionStep> steps) {
        CodexWriter fixture = new CodexWriter();
        fixture.meta(timeOf(0), session.id(), session.project(), session.branch());
        List<TranscriptLines> lines = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            int first = write(fixture, steps.get(i), timeOf(i), session.project(), "call_" + i);
            lines.add(new TranscriptLines(first, Math.max(first, fixture.lines())));
        }
        Path file = CodexWriter.rollout(folder, START, session.id());
        return new Written(fixture.writeTo(file), lines, fixture.lines());
    }

    /** Writes one step; returns the first of its lines that belong to the conversation. */
    private static int write(CodexWriter fixture, SessionStep step, Instant time, String cwd, String callId) {
        if (step instanceof Prompt p) {
            return prompt(fixture, time, cwd, p.text(), "input_text", p.text());
        } else if (step instanceof ScaffoldedPrompt p) {
            return prompt(fixture, time, cwd, p.text(), "input_text", "<environment_context>\n  <cwd>" + cwd
                    + "</cwd>\n  <shell>zsh</shell>\n</environment_context>\n\n" + p.text());
        } else if (step instanceof PromptWithImage p) {
            return prompt(fixture, time, cwd, p.text(), "input_text", p.text(), "input_image",
                    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ");
        } else if (step instanceof Scaffolding) {
            int first = fixture.message(time, "developer", "input_text",
                    "<permissions instructions>Approval policy is on-request.</permissions instructions>");
            fixture.message(time, "user", "input_text", "# AGENTS.md instructions for " + cwd
                    + "\n\n<INSTRUCTIONS>\nRun mvn verify before you finish.\n</INSTRUCTIONS>");
            fixture.message(time, "user", "input_text", "<environment_context>\n  <cwd>" + cwd
                    + "</cwd>\n</environment_context>");
            fixture.message(time, "user", "input_text", "<user_instructions>\nAnswer briefly.\n</user_instructions>");
            return first;
        } else if (step instanceof Said s) {
            int first = fixture.message(time, "assistant", "output_text", s.text());
            fixture.event(time, "agent_message", "message", s.text());
            return first;
        } else if (step instanceof SaidTwice s) {
            int first = fixture.event(time, "agent_message", "message", s.text());
            fixture.message(time, "assistant", "output_text", s.text());
            return first;
        } else if (step instanceof ToolCalled t) {
            ObjectNode arguments = payload("ignored").removeAll().put(t.field(), t.value());
            return fixture.functionCall(time, t.tool(), CodexWriter.write(arguments), callId);
        } else if (step instanceof ToolOutput o) {
            return fixture.item(time, payload("function_call_output").put("call_id", callId).put("output", o.text()));
        } else if (step instanceof Thinking t) {
            ObjectNode reasoning = payload("reasoning").put("encrypted_content", "gAAAAABo-opaque").putNull("content");
            reasoning.putArray("summary").addObject().put("type", "summary_text").put("text", t.text());
            int first = fixture.item(time, reasoning);
            fixture.event(time, "agent_reasoning", "text", t.text());
            return first;
        } else if (step instanceof CompactionSummary s) {
            ObjectNode compacted = payload("ignored").removeAll().put("message", s.text());
            compacted.putArray("replacement_history");
            return fixture.line(time, "compacted", compacted);
        } else if (step instanceof UnknownRecord) {
            return fixture.line(time, "world_state_v9", payload("snapshot").put("note", "text nobody should keep"));
        } else if (step instanceof StillWriting s) {
            return fixture.raw(CodexWriter.record(time, "response_item",
                    CodexWriter.messagePayload("assistant", "output_text", s.text())));
        }
        return fixture.raw("{\"timestamp\":\"" + time + "\",\"type\":\"response_item\",\"payload\":{\"type\":\n");
    }

    private static int prompt(CodexWriter fixture, Instant time, String cwd, String said, String... content) {
        fixture.turnContext(time, cwd);
        int first = fixture.message(time, "user", content);
        fixture.event(time, "user_message", "message", said);
        return first;
    }
}
