package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.session.SessionFields;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * Writes a question's haystack as the agents' harnesses write their transcripts, alternating session by session: a
 * Claude Code transcript ({@code claude/projects/<munged cwd>/<uuid>.jsonl}) for the first, third, … and a Codex
 * rollout ({@code codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl}) for the others. The readers take a
 * session's id from its file name, so each session gets a name-based UUID (ids such as {@code answer_…} would give
 * the answers away, and a session twice in a haystack needs two); the map back goes by the note the import keeps
 * each session in, {@code sessions/<harness>/<uuid>.md}.
 */
final class HaystackTranscripts {

    /** The working folder every session ran in. */
    static final String CWD = "/home/user/chat";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Where the transcripts are, by harness, and the LongMemEval session id of each session's note path. */
    record Written(Path claudeProjects, Path codexSessions, Map<String, String> sessionByPath) {

        Written {
            sessionByPath = Map.copyOf(sessionByPath);
        }
    }

    private HaystackTranscripts() {
    }

    /** Writes the haystack of {@code question} under {@code folder}; a file already holding its text is left alone. */
    static Written write(Question question, Path folder) {
        Path projects = folder.resolve("claude").resolve(ClaudeCodeTranscript.PROJECTS).toAbsolutePath().normalize();
        Path sessions = folder.resolve("codex").resolve(CodexRollout.SESSIONS).toAbsolutePath().normalize();
        Map<String, String> sessionByPath = new HashMap<>();
        Map<String, Integer> copies = new HashMap<>();
        for (int i = 0; i < question.sessions().size(); i++) {
            Session session = question.sessions().get(i);
            int copy = copies.merge(session.id(), 1, Integer::sum);
            UUID id = UUID.nameUUIDFromBytes(("longmemeval/" + session.id() + "/" + copy)
                    .getBytes(StandardCharsets.UTF_8));
            String harness;
            if (i % 2 == 0) {
                harness = ClaudeCodeTranscript.HARNESS;
                write(projects.resolve(ClaudeCodeTranscript.projectFolder(CWD)).resolve(id + ".jsonl"),
                        ClaudeCodeTranscript.lines(session, id, CWD));
            } else {
                harness = CodexRollout.HARNESS;
                write(sessions.resolve(CodexRollout.path(session, id)), CodexRollout.lines(session, id, CWD));
            }
            sessionByPath.put(SessionFields.FOLDER + "/" + harness + "/" + id + ".md", session.id());
        }
        return new Written(projects, sessions, sessionByPath);
    }

    /** One record as a transcript line, ending with a newline. */
    static String line(ObjectNode record) {
        try {
            return JSON.writeValueAsString(record) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
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
