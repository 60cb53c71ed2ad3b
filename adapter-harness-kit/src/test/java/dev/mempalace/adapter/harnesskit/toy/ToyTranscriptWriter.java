package dev.mempalace.adapter.harnesskit.toy;

import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;

/**
 * The made-up harness's {@link TranscriptWriter}, over its {@link ToyWriter}: a scripted session as the toy writes
 * it, a busy one with its context scaffolding in each prompt.
 */
public final class ToyTranscriptWriter implements TranscriptWriter {

    @Override
    public String harness() {
        return ToyReader.HARNESS;
    }

    @Override
    public Path file(Path folder, ScriptedSession session) {
        return ToyWriter.file(folder, session.id());
    }

    @Override
    public String text(ScriptedSession session) {
        ToyWriter writer = new ToyWriter(session.id(), session.cwd(), session.branch().orElse(null),
                session.start());
        String context = session.busy() ? "<toy-context>" + session.cwd() + "</toy-context>" : "";
        for (int i = 0; i < session.steps().size(); i++) {
            String id = "s" + i;
            ScriptedSession.Step step = session.steps().get(i);
            if (step instanceof ScriptedSession.Said said && said.user()) {
                writer.add(said.time(), "prompt", r -> r.put("text", context + said.text()));
            } else if (step instanceof ScriptedSession.Said said) {
                writer.add(said.time(), "said", r -> r.put("id", id).put("text", said.text()));
            } else if (step instanceof ScriptedSession.Ran ran) {
                writer.add(ran.time(), "tool", r -> {
                    r.put("name", ran.shell() ? "shell" : "read").putObject("input")
                            .put(ran.shell() ? "command" : "path", ran.input());
                    return r;
                });
                writer.add(ran.time().plusSeconds(2), "output", r -> r.put("text", ran.output()));
            }
        }
        return writer.text();
    }
}
