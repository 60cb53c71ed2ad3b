package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.benchmark.TranscriptWriters;
import dev.mempalace.benchwiring.FolderDigest;
import dev.mempalace.bootstrap.Wiring;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A haystack written by the harnesses' own writers: where each goes, what its lines hold, the map back. */
class HaystackTranscriptsTest {

    private static final TranscriptWriters WRITER = new TranscriptWriters(Wiring.transcriptWriters());

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void sessionsAlternateBetweenClaudeCodeAndCodexAndMapBackByTheirNotes(@TempDir Path tmp) throws Exception {
        HaystackTranscripts.Written written = HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q1"),
                tmp.resolve("q1"), WRITER);

        UUID s1 = uuid("s1");
        UUID s2 = uuid("answer_s2");
        UUID s3 = uuid("s3");
        assertEquals(Map.of("sessions/claude-code/" + s1 + ".md", "s1", "sessions/codex/" + s2 + ".md", "answer_s2",
                "sessions/claude-code/" + s3 + ".md", "s3"), written.sessionByPath());
        Path project = written.claudeProjects().resolve("-home-user-chat");
        assertTrue(Files.isRegularFile(project.resolve(s1 + ".jsonl")));
        assertTrue(Files.isRegularFile(project.resolve(s3 + ".jsonl")));
        assertTrue(Files.isRegularFile(written.codexSessions()
                .resolve("2023/05/21/rollout-2023-05-21T09-05-00-" + s2 + ".jsonl")));
        assertEquals(tmp.resolve("q1/claude/projects").toAbsolutePath(), written.claudeProjects());
        assertEquals(tmp.resolve("q1/codex/sessions").toAbsolutePath(), written.codexSessions());
    }

    @Test
    void aClaudeCodeTranscriptHoldsOneRecordATurnChainedAndDated(@TempDir Path tmp) throws Exception {
        HaystackTranscripts.Written written = HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q1"),
                tmp.resolve("q1"), WRITER);

        List<JsonNode> lines = lines(written.claudeProjects().resolve("-home-user-chat/" + uuid("s1") + ".jsonl"));

        assertEquals(2, lines.size());
        JsonNode user = lines.get(0);
        assertEquals("user", user.get("type").asText());
        assertTrue(user.get("parentUuid").isNull());
        assertEquals("/home/user/chat", user.get("cwd").asText());
        assertEquals(uuid("s1").toString(), user.get("sessionId").asText());
        assertEquals("2023-05-20T07:47:00Z", user.get("timestamp").asText());
        assertEquals("Any tips for baking sourdough bread?", user.at("/message/content").asText());
        JsonNode assistant = lines.get(1);
        assertEquals("assistant", assistant.get("type").asText());
        assertEquals(user.get("uuid").asText(), assistant.get("parentUuid").asText());
        assertEquals("2023-05-20T07:48:00Z", assistant.get("timestamp").asText());
        assertEquals("text", assistant.at("/message/content/0/type").asText());
        assertEquals("Keep the starter warm.", assistant.at("/message/content/0/text").asText());
        assertFalse(assistant.at("/message/id").asText().isEmpty());
    }

    @Test
    void aCodexRolloutStartsWithItsSessionMetaThenOneMessageATurn(@TempDir Path tmp) throws Exception {
        HaystackTranscripts.Written written = HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q1"),
                tmp.resolve("q1"), WRITER);

        List<JsonNode> lines = lines(written.codexSessions()
                .resolve("2023/05/21/rollout-2023-05-21T09-05-00-" + uuid("answer_s2") + ".jsonl"));

        assertEquals(3, lines.size());
        assertEquals("session_meta", lines.get(0).get("type").asText());
        assertEquals(uuid("answer_s2").toString(), lines.get(0).at("/payload/id").asText());
        assertEquals("/home/user/chat", lines.get(0).at("/payload/cwd").asText());
        assertEquals("response_item", lines.get(1).get("type").asText());
        assertEquals("user", lines.get(1).at("/payload/role").asText());
        assertEquals("input_text", lines.get(1).at("/payload/content/0/type").asText());
        assertEquals("I bought my blue kayak at Harbor Outfitters.", lines.get(1).at("/payload/content/0/text")
                .asText());
        assertEquals("assistant", lines.get(2).at("/payload/role").asText());
        assertEquals("output_text", lines.get(2).at("/payload/content/0/type").asText());
        assertEquals("2023-05-21T09:06:00Z", lines.get(2).get("timestamp").asText());
    }

    @Test
    void aSessionTwiceInAHaystackGetsTwoTranscriptsThatBothMapToIt(@TempDir Path tmp) throws Exception {
        Map<String, String> sessions = HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q2"),
                tmp.resolve("q2"), WRITER).sessionByPath();

        assertEquals(4, sessions.size());
        assertEquals(2, sessions.values().stream().filter("s4"::equals).count());
        assertNotEquals(uuid("s4"), UUID.nameUUIDFromBytes("longmemeval/s4/2".getBytes(StandardCharsets.UTF_8)));
        assertTrue(sessions.keySet().stream().noneMatch(path -> path.contains("answer")), sessions::toString);
    }

    @Test
    void aSecondWriteLeavesTheTranscriptsAsTheyWere(@TempDir Path tmp) throws Exception {
        Question q1 = TinyLongMemEval.question(tmp, "q1");
        HaystackTranscripts.Written first = HaystackTranscripts.write(q1, tmp.resolve("q1"), WRITER);
        Path file = first.claudeProjects().resolve("-home-user-chat/" + uuid("s1") + ".jsonl");
        Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2024-01-01T00:00:00Z")));

        HaystackTranscripts.Written second = HaystackTranscripts.write(q1, tmp.resolve("q1"), WRITER);

        assertEquals(first, second);
        assertEquals(Instant.parse("2024-01-01T00:00:00Z"), Files.getLastModifiedTime(file).toInstant());
    }

    @Test
    void aDateInAnotherFormGivesTheFixedUndatedTime() {
        assertEquals(Instant.parse("2023-05-20T07:47:00Z"), SessionTimes.start("2023/05/20 (Sat) 07:47"));
        assertEquals(SessionTimes.UNDATED, SessionTimes.start("May 20, 2023"));
        assertEquals(SessionTimes.UNDATED, SessionTimes.start(""));
    }

    private static UUID uuid(String session) {
        return UUID.nameUUIDFromBytes(("longmemeval/" + session + "/1").getBytes(StandardCharsets.UTF_8));
    }

    private static List<JsonNode> lines(Path file) throws Exception {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    @Test
    void theHaystackIsTheBytesTheWritersGaveBeforeTheyWereRegistered(@TempDir Path tmp) throws Exception {
        HaystackTranscripts.write(TinyLongMemEval.question(tmp, "q1"), tmp.resolve("q1"), WRITER);

        // what HarnessTranscripts, the bench host's own use of the two writers, wrote at 2463800
        assertEquals("19d298a731a9226dab41f6abc7604b1a2f8bdb1272cd7c7401c307c63f9e54cf",
                FolderDigest.of(tmp.resolve("q1")));
    }
}
