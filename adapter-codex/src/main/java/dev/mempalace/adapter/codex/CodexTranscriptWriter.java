package dev.mempalace.adapter.codex;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;

/**
 * The {@link TranscriptWriter} of Codex, over {@link CodexWriter}: a scripted session as a Codex rollout under its
 * {@code sessions} folder, a busy one with its environment and turn context, events and reasoning.
 */
public final class CodexTranscriptWriter implements TranscriptWriter {

    @Override
    public String harness() {
        return CodexReader.HARNESS;
    }

    @Override
    public Path file(Path folder, ScriptedSession session) {
        return CodexWriter.rollout(folder, session.start(), session.id());
    }

    @Override
    public String text(ScriptedSession session) {
        CodexWriter writer = new CodexWriter();
        writer.meta(session.start(), session.id(), session.cwd(), session.branch().orElse(null));
        if (session.busy()) {
            writer.message(session.start(), "user", "input_text", "<environment_context>\n  <cwd>" + session.cwd()
                    + "</cwd>\n  <sandbox_mode>workspace-write</sandbox_mode>\n</environment_context>");
        }
        for (ScriptedSession.Step step : session.steps()) {
            if (step instanceof ScriptedSession.Said said) {
                said(writer, session, said);
            } else if (step instanceof ScriptedSession.Ran ran) {
                String call = "call_" + ran.call();
                String script = ran.shell() ? ran.input() : "sed -n 1,200p " + ran.input();
                ObjectNode arguments = JsonNodeFactory.instance.objectNode().put("workdir", session.cwd());
                arguments.putArray("command").add("bash").add("-lc").add(script);
                writer.functionCall(ran.time(), "shell", CodexWriter.write(arguments), call);
                ObjectNode output = JsonNodeFactory.instance.objectNode().put("output", ran.output());
                output.putObject("metadata").put("exit_code", 0).put("duration_seconds", 0.2);
                writer.item(ran.time().plusSeconds(2), CodexWriter.payload("function_call_output")
                        .put("call_id", call).put("output", CodexWriter.write(output)));
            }
        }
        return writer.text();
    }

    private static void said(CodexWriter writer, ScriptedSession session, ScriptedSession.Said said) {
        if (said.user() && session.busy()) {
            writer.turnContext(said.time(), session.cwd());
        }
        writer.message(said.time(), said.user() ? "user" : "assistant", said.user() ? "input_text" : "output_text",
                said.text());
        if (!session.busy()) {
            return;
        }
        writer.event(said.time(), said.user() ? "user_message" : "agent_message", "message", said.text());
        if (said.user()) {
            ObjectNode reasoning = CodexWriter.payload("reasoning");
            reasoning.putArray("summary");
            writer.item(said.time().plusSeconds(3), reasoning.put("encrypted_content",
                    "gAAAAABo" + session.id().replace("-", "")));
        }
    }
}
