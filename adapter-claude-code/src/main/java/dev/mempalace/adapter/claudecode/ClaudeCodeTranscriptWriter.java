package dev.mempalace.adapter.claudecode;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * The {@link TranscriptWriter} of Claude Code, over {@link ClaudeCodeWriter}: a scripted session as Claude Code
 * writes it under its {@code projects} folder, a busy one opening with its file-history snapshot.
 */
public final class ClaudeCodeTranscriptWriter implements TranscriptWriter {

    @Override
    public String harness() {
        return ClaudeCodeReader.HARNESS;
    }

    @Override
    public Path file(Path folder, ScriptedSession session) {
        return ClaudeCodeWriter.projectFolder(folder, session.cwd()).resolve(session.id() + ".jsonl");
    }

    @Override
    public String text(ScriptedSession session) {
        ClaudeCodeWriter writer = new ClaudeCodeWriter(session.id(), session.cwd(), session.branch().orElse(null));
        String tag = session.id().replace("-", "");
        if (session.busy()) {
            ObjectNode snapshot = JsonNodeFactory.instance.objectNode().put("type", "file-history-snapshot")
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
}
