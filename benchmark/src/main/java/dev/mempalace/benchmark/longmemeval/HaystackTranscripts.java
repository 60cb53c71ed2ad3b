package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchmark.TranscriptWriters.Harness;
import dev.mempalace.domain.session.SessionFields;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Writes a question's haystack as the agents' harnesses write their transcripts, through the host's writer,
 * alternating session by session: a Claude Code transcript ({@code claude/projects/<munged cwd>/<uuid>.jsonl}) for
 * the first, third, … and a Codex rollout ({@code codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl}) for the
 * others, one message a turn, a minute apart. The readers take a session's id from its file name, so each session
 * gets a name-based UUID (ids such as {@code answer_…} would give the answers away, and a session twice in a
 * haystack needs two); the map back goes by the note the import keeps each session in,
 * {@code sessions/<harness>/<uuid>.md}.
 */
final class HaystackTranscripts {

    /** The working folder every session ran in. */
    static final String CWD = "/home/user/chat";

    /** Where the transcripts are, by harness, and the LongMemEval session id of each session's note path. */
    record Written(Path claudeProjects, Path codexSessions, Map<String, String> sessionByPath) {

        Written {
            sessionByPath = Map.copyOf(sessionByPath);
        }
    }

    private HaystackTranscripts() {
    }

    /**
     * Writes the haystack of {@code question} under {@code folder} with {@code writer}; a file already holding its
     * text is left alone.
     */
    static Written write(Question question, Path folder, TranscriptWriters writer) {
        Path projects = folder.resolve("claude").resolve("projects").toAbsolutePath().normalize();
        Path sessions = folder.resolve("codex").resolve("sessions").toAbsolutePath().normalize();
        Map<String, String> sessionByPath = new HashMap<>();
        Map<String, Integer> copies = new HashMap<>();
        for (int i = 0; i < question.sessions().size(); i++) {
            Session session = question.sessions().get(i);
            int copy = copies.merge(session.id(), 1, Integer::sum);
            UUID id = UUID.nameUUIDFromBytes(("longmemeval/" + session.id() + "/" + copy)
                    .getBytes(StandardCharsets.UTF_8));
            Harness harness = i % 2 == 0 ? Harness.CLAUDE_CODE : Harness.CODEX;
            ScriptedSession scripted = scripted(session, id);
            write(writer.file(harness, harness == Harness.CLAUDE_CODE ? projects : sessions, scripted),
                    writer.text(harness, scripted));
            sessionByPath.put(SessionFields.FOLDER + "/" + harness.id() + "/" + id + ".md", session.id());
        }
        return new Written(projects, sessions, sessionByPath);
    }

    /** The session as said, a turn a minute from its date, with no branch and no bookkeeping between turns. */
    private static ScriptedSession scripted(Session session, UUID id) {
        Instant start = SessionTimes.start(session.date());
        List<ScriptedSession.Step> steps = new ArrayList<>();
        for (int i = 0; i < session.turns().size(); i++) {
            Turn turn = session.turns().get(i);
            steps.add(new ScriptedSession.Said(SessionTimes.turn(start, i), !turn.role().equals("assistant"),
                    turn.content()));
        }
        return new ScriptedSession(id.toString(), CWD, Optional.empty(), start, false, steps);
    }
    private static void write(Path file, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try {
            if (Files.isRegularFile(file) && Files.size(file) == bytes.length
                    && Arrays.equals(Files.readAllBytes(file), bytes)) {
                return;
            }
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot write the benchmark transcript " + file, e);
        }
    }
}
