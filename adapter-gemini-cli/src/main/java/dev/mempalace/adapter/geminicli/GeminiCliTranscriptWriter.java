package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;

/**
 * The {@link TranscriptWriter} of Gemini CLI, over {@link GeminiCliWriter}: a scripted session under its {@code tmp}
 * folder, its project noted beside it; a busy one writes each reply again whole when its tokens arrive. Gemini CLI
 * records no branch.
 */
public final class GeminiCliTranscriptWriter implements TranscriptWriter {

    @Override
    public String harness() {
        return GeminiCliReader.HARNESS;
    }

    @Override
    public Path file(Path folder, ScriptedSession session) {
        return GeminiCliWriter.sessionFile(folder, session.cwd(), session.id(), session.start());
    }

    @Override
    public String text(ScriptedSession session) {
        GeminiCliWriter writer = new GeminiCliWriter(session.id(), session.start());
        for (ScriptedSession.Step step : session.steps()) {
            if (step instanceof ScriptedSession.Said said && said.user()) {
                writer.prompt(said.time(), said.text(), said.text());
            } else if (step instanceof ScriptedSession.Said said) {
                writer.said(said.time(), said.text());
                tokens(writer, session);
            } else if (step instanceof ScriptedSession.Ran ran) {
                String call = "call_" + ran.call();
                String tool = ran.shell() ? "run_shell_command" : "read_file";
                ObjectNode args = ran.shell() ? JsonNodeFactory.instance.objectNode().put("command", ran.input())
                        : JsonNodeFactory.instance.objectNode().put("absolute_path", session.cwd() + "/" + ran.input());
                writer.toolCall(ran.time(), call, tool, args);
                writer.toolResult(ran.time().plusSeconds(2), call, tool, ran.output());
                tokens(writer, session);
            }
        }
        return writer.text();
    }

    private static void tokens(GeminiCliWriter writer, ScriptedSession session) {
        if (session.busy()) {
            writer.tokens();
        }
    }
}
