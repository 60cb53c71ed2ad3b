package dev.mempalace.benchmark.sessions;

import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.TranscriptWriters.Harness;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes a synthetic session through the host's writer as its harness writes it, with the bookkeeping a live session
 * writes between turns: Claude Code's {@code projects/<munged cwd>/<id>.jsonl} or a Codex rollout
 * {@code sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl}. A turn's tools run ten seconds apart from five seconds in,
 * its reply a minute after its prompt.
 */
final class SyntheticTranscripts {

    private final TranscriptWriters writer;
    private final Path claudeProjects;
    private final Path codexSessions;

    SyntheticTranscripts(TranscriptWriters writer, Path claudeProjects, Path codexSessions) {
        this.writer = writer;
        this.claudeProjects = claudeProjects;
        this.codexSessions = codexSessions;
    }

    /** Writes the session's transcript; returns its size in bytes. */
    long write(SyntheticSession session) {
        boolean claude = session.harness().equals(SessionCorpus.CLAUDE_CODE);
        Harness harness = claude ? Harness.CLAUDE_CODE : Harness.CODEX;
        ScriptedSession scripted = scripted(session);
        Path file = writer.file(harness, claude ? claudeProjects : codexSessions, scripted);
        byte[] bytes = writer.text(harness, scripted).getBytes(StandardCharsets.UTF_8);
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            return bytes.length;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ScriptedSession scripted(SyntheticSession session) {
        List<ScriptedSession.Step> steps = new ArrayList<>();
        for (int t = 0; t < session.turns().size(); t++) {
            SyntheticSession.Turn turn = session.turns().get(t);
            steps.add(new ScriptedSession.Said(turn.time(), true, turn.prompt()));
            for (int k = 0; k < turn.tools().size(); k++) {
                SyntheticSession.ToolRun tool = turn.tools().get(k);
                Instant at = turn.time().plusSeconds(10L * k + 5);
                steps.add(new ScriptedSession.Ran(at, t + "_" + k, tool.shell(), tool.input(), tool.output()));
            }
            steps.add(new ScriptedSession.Said(turn.time().plusSeconds(60), false, turn.reply()));
        }
        return new ScriptedSession(session.id(), session.project(), Optional.of(session.branch()), session.started(),
                true, steps);
    }
}
