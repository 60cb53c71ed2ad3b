package dev.mempalace.acceptance.driver;

import dev.mempalace.adapter.claudecode.ClaudeCodeWriter;
import dev.mempalace.adapter.codex.CodexWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Writes agents' session transcripts through their harnesses' writers (Claude Code's JSONL under {@code projects/},
 * Codex's rollouts under {@code sessions/YYYY/MM/DD/}), one user message and one reply per turn, a minute apart, so
 * that a scenario can import them. Writing a session again with more turns gives the same lines first, as a growing
 * transcript does.
 */
public final class TranscriptFiles {

    /** The harnesses whose transcripts a scenario writes. */
    public static final String CLAUDE_CODE = "claude-code";
    public static final String CODEX = "codex";

    private static final Instant START = Instant.parse("2026-11-30T10:00:00Z");

    private TranscriptFiles() {
    }

    /** One user message and the assistant's reply. */
    public record Turn(String prompt, String reply) {
    }

    /** Writes Claude Code's transcript of session {@code id} that ran in {@code cwd}; answers its path. */
    public static Path claudeCode(Path projects, String id, Path cwd, List<Turn> turns) {
        ClaudeCodeWriter writer = new ClaudeCodeWriter(id, cwd.toString(), "main");
        for (int i = 0; i < turns.size(); i++) {
            writer.add(writer.user(time(i, 0), turns.get(i).prompt()));
            writer.add(writer.assistant(time(i, 20), "msg_" + id + i, ClaudeCodeWriter.text(turns.get(i).reply())));
        }
        return writer.writeTo(ClaudeCodeWriter.projectFolder(projects, cwd.toString()).resolve(id + ".jsonl"));
    }

    /** Writes Codex's rollout of session {@code uuid} that ran in {@code cwd}; answers its path. */
    public static Path codex(Path sessions, String uuid, Path cwd, List<Turn> turns) {
        CodexWriter writer = new CodexWriter();
        writer.meta(time(0, 0), uuid, cwd.toString(), "main");
        for (int i = 0; i < turns.size(); i++) {
            writer.message(time(i, 0), "user", "input_text", turns.get(i).prompt());
            writer.message(time(i, 20), "assistant", "output_text", turns.get(i).reply());
        }
        return writer.writeTo(CodexWriter.rollout(sessions, START, uuid));
    }

    /** When a turn's message was written: the turns a minute apart, {@code seconds} into the turn. */
    public static Instant time(int turn, int seconds) {
        return START.plusSeconds(turn * 60L + seconds);
    }
}
