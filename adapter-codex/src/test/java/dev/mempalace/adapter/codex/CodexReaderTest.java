package dev.mempalace.adapter.codex;

import static dev.mempalace.adapter.codex.CodexWriter.payload;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.luben.zstd.ZstdOutputStream;
import dev.mempalace.adapter.harnesskit.JsonLines;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What only Codex's rollouts hold: compressed and archived rollouts, shell calls, patches, folders. */
class CodexReaderTest {

    private static final String ID = "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    private static final Instant T0 = Instant.parse("2025-10-29T00:59:38.317Z");

    @TempDir
    Path codexHome;

    private final CodexReader reader = new CodexReader(Map.of(), Path.of("/home/dev"));

    @Test
    void aCompressedRolloutIsReadAsAPlainOneIs() {
        CodexWriter fixture = conversation();
        Path plain = fixture.writeTo(CodexWriter.rollout(codexHome.resolve("sessions"), T0, ID));
        Path compressed = fixture.writeTo(Path.of(plain + ".zst"));

        Transcript fromPlain = reader.read(plain.toString());
        Transcript fromCompressed = reader.read(compressed.toString());

        assertEquals(fromPlain, fromCompressed);
        assertEquals(List.of(new Exchange(2, 4, Optional.of(T0), "why is the build red?",
                List.of(new Reply.Said("A test times out.")))), fromCompressed.exchanges());
        assertEquals(ID, fromCompressed.id());
    }

    @Test
    void aSmallRolloutThatExpandsPastTheLimitIsRefusedOnceItGetsThere() throws IOException {
        Path bomb = Files.createDirectories(codexHome.resolve("sessions")).resolve("bomb.jsonl.zst");
        byte[] block = "{\"type\":\"event_msg\"}\n".repeat(1 << 15).getBytes(StandardCharsets.UTF_8);
        try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(bomb))) {
            for (long written = 0; written <= JsonLines.MAX_BYTES; written += block.length) {
                out.write(block);
            }
        }
        assertTrue(Files.size(bomb) < 1 << 20, Files.size(bomb) + " bytes compressed");

        TranscriptUnreadableException refused = assertThrows(TranscriptUnreadableException.class,
                () -> reader.read(bomb.toString()));
        assertEquals("more than 256 MiB of JSON Lines", refused.getCause().getMessage());
    }

    @Test
    void archivedRolloutsAreListedFromTheirFlatFolderCompressedOrNot() throws IOException {
        Path archived = codexHome.resolve("archived_sessions");
        String other = "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c";
        Path plain = conversation().writeTo(archived.resolve("rollout-2025-10-29T00-59-38-" + ID + ".jsonl"));
        Path zst = conversation().writeTo(archived.resolve("rollout-2025-10-30T08-00-00-" + other + ".jsonl.zst"));
        Files.writeString(archived.resolve("notes.jsonl"), "{}\n");

        List<TranscriptFile> listed = reader.transcripts(archived.toString());

        assertEquals(List.of(plain.toString(), zst.toString()), listed.stream().map(TranscriptFile::path).toList());
        assertEquals(List.of(ID, other), listed.stream().map(TranscriptFile::id).toList());
        assertEquals(Files.size(zst), listed.get(1).size());
        assertEquals("A test times out.", ((Reply.Said) reader.read(zst.toString()).exchanges().get(0).replies()
                .get(0)).text());
    }

    @Test
    void shellCallsPatchesAndCustomToolsAreSummarisedByWhatTheyDid() {
        CodexWriter fixture = new CodexWriter();
        fixture.meta(T0, ID, "/home/dev/shop", "main");
        fixture.message(T0, "user", "input_text", "fix it");
        fixture.functionCall(T0, "shell", "{\"command\":[\"bash\",\"-lc\",\"mvn -q verify\"],\"workdir\":\"/x\"}",
                "c1");
        fixture.functionCall(T0, "shell", "{\"command\":[\"git\",\"status\"]}", "c2");
        fixture.functionCall(T0, "exec_command", "{\"cmd\":\"rg -n rounding src\"}", "c3");
        fixture.functionCall(T0, "apply_patch", "{\"input\":\"*** Begin Patch\\n*** Update File: src/Cart.java\\n"
                + "@@\\n-a\\n+b\\n*** Add File: src/Tax.java\\n+c\\n*** End Patch\"}", "c4");
        fixture.item(T0, payload("custom_tool_call").put("name", "apply_patch").put("call_id", "c5")
                .put("input", "*** Begin Patch\n*** Delete File: src/Old.java\n*** End Patch\n"));
        ObjectNode shell = payload("local_shell_call").put("call_id", "c6").put("status", "completed");
        shell.putObject("action").put("type", "exec").put("timeout_ms", 1000).putArray("command").add("ls").add("-la");
        fixture.item(T0, shell);
        fixture.functionCall(T0, "update_plan", "not json at all", "c7");

        List<Reply> replies = read(fixture).exchanges().get(0).replies();

        assertEquals(List.of(new Reply.ToolCall("shell", "mvn -q verify"), new Reply.ToolCall("shell", "git status"),
                new Reply.ToolCall("exec_command", "rg -n rounding src"),
                new Reply.ToolCall("apply_patch", "src/Cart.java src/Tax.java"),
                new Reply.ToolCall("apply_patch", "src/Old.java"), new Reply.ToolCall("local_shell", "ls -la"),
                new Reply.ToolCall("update_plan", "not json at all")), replies);
    }

    @Test
    void developerMessagesAreNoPromptsAPromptSeenOnlyAsAnEventIsOneAndTheMetaGivesTheSession() {
        CodexWriter fixture = new CodexWriter();
        fixture.meta(T0, ID, "/home/dev/shop", "feature/tax");
        fixture.message(T0, "developer", "input_text", "You are Codex. mempalace:private is not the user's");
        fixture.event(T0, "user_message", "message", "a prompt seen only as an event");
        fixture.event(T0, "token_count", "info", "12");

        Transcript transcript = read(fixture);

        assertEquals(List.of(new Exchange(3, 3, Optional.of(T0), "a prompt seen only as an event", List.of())),
                transcript.exchanges());
        assertEquals(Optional.of("/home/dev/shop"), transcript.project());
        assertEquals(Optional.of("feature/tax"), transcript.branch());
        assertFalse(transcript.markedPrivate());
        assertEquals(4, transcript.lines());
    }

    @Test
    void aPromptIsOneExchangeWhicheverOfItsItemAndItsEventComesFirstAndTheSameWordsTypedAgainAreAnother() {
        CodexWriter fixture = new CodexWriter();
        fixture.meta(T0, ID, "/home/dev/shop", "main");
        fixture.event(T0, "user_message", "message", "continue");
        fixture.message(T0, "user", "input_text", "continue");
        fixture.message(T0, "assistant", "output_text", "Done.");
        fixture.message(T0, "user", "input_text", "continue");
        fixture.event(T0, "user_message", "message", "continue");
        fixture.event(T0, "user_message", "message", "and the tax");

        assertEquals(List.of(new Exchange(2, 4, Optional.of(T0), "continue", List.of(new Reply.Said("Done."))),
                new Exchange(5, 6, Optional.of(T0), "continue", List.of()),
                new Exchange(7, 7, Optional.of(T0), "and the tax", List.of())), read(fixture).exchanges());
    }

    @Test
    void aRolloutOlderThanSessionMetaIsReadFromItsBareItems() throws IOException {
        Path old = Files.createDirectories(codexHome.resolve("sessions/2025/05/06"))
                .resolve("rollout-2025-05-06T22-32-46-" + ID + ".jsonl");
        Files.writeString(old, """
                {"id":"%s","timestamp":"2025-05-06T22:32:46.183Z","instructions":null,\
                "git":{"commit_hash":"abc","branch":"main","repository_url":"git@example.com:dev/shop.git"}}
                {"record_type":"state"}
                {"type":"message","id":null,"role":"user","content":[{"type":"input_text",\
                "text":"<environment_context>\\n  <cwd>/home/dev/shop</cwd>\\n</environment_context>"}]}
                {"type":"message","id":null,"role":"user","content":[{"type":"input_text","text":"fix the build"}]}
                {"record_type":"state"}
                {"type":"reasoning","id":"rs_1","summary":[],"encrypted_content":"x"}
                {"type":"function_call","id":"fc_1","name":"shell",\
                "arguments":"{\\"command\\":[\\"bash\\",\\"-lc\\",\\"mvn -q verify\\"]}","call_id":"c1"}
                {"type":"function_call_output","call_id":"c1","output":"ok"}
                {"type":"message","id":"msg_1","role":"assistant","content":[{"type":"output_text",\
                "text":"The build is green."}]}
                """.formatted(ID));

        Transcript transcript = reader.read(old.toString());

        assertEquals(List.of(new Exchange(4, 9, Optional.empty(), "fix the build", List.of(
                new Reply.ToolCall("shell", "mvn -q verify"), new Reply.Said("The build is green.")))),
                transcript.exchanges());
        assertEquals(Optional.of("main"), transcript.branch());
        assertEquals(Optional.of(Instant.parse("2025-05-06T22:32:46.183Z")), transcript.started());
    }

    @Test
    void aToolInputOfJsonWrittenAsTextIsSummarisedByItsTellingField() {
        CodexWriter fixture = new CodexWriter();
        fixture.meta(T0, ID, "/home/dev/shop", "main");
        fixture.message(T0, "user", "input_text", "search");
        fixture.item(T0, payload("custom_tool_call").put("name", "web_search").put("call_id", "c1")
                .put("input", "{\"query\": \"zstd frame format\", \"limit\": 5}"));

        assertEquals(List.of(new Reply.ToolCall("web_search", "zstd frame format")),
                read(fixture).exchanges().get(0).replies());
    }

    @Test
    void aRolloutNamedOtherwiseIsOneByItsContent() throws IOException {
        Path renamed = conversation().writeTo(Files.createDirectories(codexHome.resolve("saved")).resolve("bug.jsonl"));

        assertEquals(List.of(ID), reader.transcript(renamed.toString()).stream().map(TranscriptFile::id).toList());
        assertEquals("why is the build red?", reader.read(renamed.toString()).exchanges().get(0).prompt());
        assertEquals(List.of(), reader.transcript(codexHome.resolve("saved/bug.txt").toString()));
    }

    @Test
    void aFileThatIsNotZstdDespiteItsNameIsUnreadable() throws IOException {
        Path fake = Files.createDirectories(codexHome.resolve("sessions"))
                .resolve("rollout-2025-10-29T00-59-38-" + ID + ".jsonl.zst");
        Files.writeString(fake, "not compressed\n");

        assertThrows(TranscriptUnreadableException.class, () -> reader.read(fake.toString()));
    }

    @Test
    void theDefaultFoldersFollowCodexHomeElseTheHomeFolder() {
        assertEquals(List.of("/home/dev/.codex/sessions", "/home/dev/.codex/archived_sessions"),
                reader.defaultFolders());
        assertEquals(List.of("/opt/codex/sessions", "/opt/codex/archived_sessions"),
                new CodexReader(Map.of("CODEX_HOME", "/opt/codex"), Path.of("/home/dev")).defaultFolders());
        assertEquals("codex", reader.harness());
    }

    private static CodexWriter conversation() {
        CodexWriter fixture = new CodexWriter();
        fixture.meta(T0, ID, "/home/dev/shop", "main");
        fixture.message(T0, "user", "input_text", "why is the build red?");
        fixture.event(T0, "user_message", "message", "why is the build red?");
        fixture.message(T0, "assistant", "output_text", "A test times out.");
        return fixture;
    }

    private Transcript read(CodexWriter fixture) {
        return reader.read(fixture.writeTo(CodexWriter.rollout(codexHome.resolve("sessions"), T0, ID)).toString());
    }
}
