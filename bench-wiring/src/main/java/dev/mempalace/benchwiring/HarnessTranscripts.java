package dev.mempalace.benchwiring;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.adapter.claudecode.ClaudeCodeWriter;
import dev.mempalace.adapter.codex.CodexWriter;
import dev.mempalace.benchmark.ScriptedSession;
import dev.mempalace.benchmark.TranscriptWriter;
import java.nio.file.Path;
import java.util.List;

/** The benchmark's sessions written by the harnesses' own writers, Claude Code's and Codex's. */
public final class HarnessTranscripts implements TranscriptWriter {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Override
    public Path file(Harness harness, Path folder, ScriptedSession session) {
        return switch (harness) {
            case CLAUDE_CODE -> ClaudeCodeWriter.projectFolder(folder, session.cwd()).resolve(session.id() + ".jsonl");
            case CODEX -> CodexWriter.rollout(folder, session.start(), session.id());
        };
    }

    @Override
    public String text(Harness harness, ScriptedSession session) {
        return switch (harness) {
            case CLAUDE_CODE -> claudeCode(session);
            case CODEX -> codex(session);
        };
    }

    private static String claudeCode(ScriptedSession session) {
        ClaudeCodeWriter writer = new ClaudeCodeWriter(session.id(), session.cwd(), session.branch().orElse(null));
        String tag = session.id().replace("-", "");
        if (session.busy()) {
            ObjectNode snapshot = NODES.objectNode().put("type", "file-history-snapshot")
                    .put("messageId", session.id());
            snapshot.putObject("snapshot").put("timestamp", session.start().toString()).putObject("trackedFileBackups");
            writer.add(snapshot.put("isSnapshotUpdate", false));
        }
        for (int i = 0; i < session.steps().size(); i++) {
            ScriptedSession.Step step = session.steps().get(i);
            if (step instanceof ScriptedSession.Said said) {
                writer.add(said.user() ? writer.user(said.time(), said.text())
                        : writer.assistant(said.time(), "msg_" + tag + "_" + i, ClaudeCodeWriter.text(said.text())));
            } else if (step instanceof ScriptedSession.Ran ran) {
                String call = "toolu_" + ran.call() + "_" + tag.substring(0, 8);
                writer.add(writer.assistant(ran.time(), "msg_" + call, ran.shell()
                        ? ClaudeCodeWriter.toolUse(call, "Bash", "command", ran.input())
                        : ClaudeCodeWriter.toolUse(call, "Read", "file_path", session.cwd() + "/" + ran.input())));
                writer.add(writer.user(ran.time().plusSeconds(2),
                        List.of(ClaudeCodeWriter.toolResult(call, ran.output()))));
            }
        }
        return writer.text();
    }

    private static String codex(ScriptedSession session) {
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
                ObjectNode arguments = NODES.objectNode().put("workdir", session.cwd());
                arguments.putArray("command").add("bash").add("-lc").add(script);
                writer.functionCall(ran.time(), "shell", CodexWriter.write(arguments), call);
                ObjectNode output = NODES.objectNode().put("output", ran.output());
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
