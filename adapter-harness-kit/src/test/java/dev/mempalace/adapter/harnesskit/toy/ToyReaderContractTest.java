package dev.mempalace.adapter.harnesskit.toy;

import dev.mempalace.application.contract.SessionStep;
import dev.mempalace.application.contract.SessionStep.CompactionSummary;
import dev.mempalace.application.contract.SessionStep.NotJson;
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
import dev.mempalace.application.contract.TranscriptReaderContract;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.TranscriptLines;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Step 3 of "Adding a harness": the made-up harness's reader honours the contract over what its writer writes. */
class ToyReaderContractTest extends TranscriptReaderContract {

    @Override
    protected TranscriptReader reader() {
        return new ToyReader(Path.of("/nonexistent-home"));
    }

    @Override
    protected Written write(Path folder, Session session, List<SessionStep> steps) {
        ToyWriter writer = new ToyWriter(session.id(), session.project(), session.branch(), timeOf(0));
        List<TranscriptLines> lines = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            int first = write(writer, steps.get(i), timeOf(i), "s" + i);
            lines.add(new TranscriptLines(first, Math.max(first, writer.lines())));
        }
        return new Written(writer.writeTo(ToyWriter.file(folder, session.id())), lines, writer.lines());
    }

    private static int write(ToyWriter writer, SessionStep step, Instant time, String id) {
        if (step instanceof Prompt p) {
            return writer.add(time, "prompt", r -> r.put("text", p.text()));
        } else if (step instanceof ScaffoldedPrompt p) {
            return writer.add(time, "prompt", r -> r.put("text", "<toy-context>cwd</toy-context>" + p.text()));
        } else if (step instanceof PromptWithImage p) {
            return writer.add(time, "prompt", r -> r.put("text", p.text()).put("image", "iVBORw0KGgo"));
        } else if (step instanceof Scaffolding) {
            return writer.add(time, "prompt", r -> r.put("text", "<toy-context>cwd</toy-context>"));
        } else if (step instanceof Said s) {
            return writer.add(time, "said", r -> r.put("id", id).put("text", s.text()));
        } else if (step instanceof SaidTwice s) {
            int first = writer.add(time, "said", r -> r.put("id", id).put("text", s.text()));
            writer.add(time, "said", r -> r.put("id", id).put("text", s.text()));
            return first;
        } else if (step instanceof ToolCalled t) {
            return writer.add(time, "tool", r -> {
                r.put("name", t.tool()).putObject("input").put(t.field(), t.value());
                return r;
            });
        } else if (step instanceof ToolOutput o) {
            return writer.add(time, "output", r -> r.put("text", o.text()));
        } else if (step instanceof Thinking t) {
            return writer.add(time, "thought", r -> r.put("text", t.text()));
        } else if (step instanceof CompactionSummary s) {
            return writer.add(time, "summary", r -> r.put("text", s.text()));
        } else if (step instanceof StillWriting s) {
            return writer.raw("{\"toy\":\"said\",\"at\":\"" + time + "\",\"text\":\"" + s.text() + "\"}");
        } else if (step instanceof NotJson) {
            return writer.raw("{\"toy\":\"said\",\"at\":\n");
        }
        return writer.add(time, "weather", r -> r.put("text", "text nobody should keep"));
    }
}
