package dev.mempalace.adapter.claudecode;

import static dev.mempalace.adapter.claudecode.ClaudeCodeWriter.text;
import static dev.mempalace.adapter.claudecode.ClaudeCodeWriter.toolResult;
import static dev.mempalace.adapter.claudecode.ClaudeCodeWriter.toolUse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.harnesskit.JsonLines;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What only Claude Code's transcripts hold: sidechains, sub-agents, streamed blocks, compact summaries, folders. */
class ClaudeCodeReaderTest {

    private static final String SESSION = "0b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d";
    private static final Instant T0 = Instant.parse("2025-07-01T10:00:00Z");

    @TempDir
    Path projects;

    private final ClaudeCodeReader reader = new ClaudeCodeReader(Map.of(), Path.of("/home/dev"));
    private final ClaudeCodeWriter fixture = new ClaudeCodeWriter(SESSION, "/home/dev/shop", "feature/cart");

    @Test
    void sidechainLinesInAMainTranscriptAreTheSubAgentsNotTheSessions() {
        fixture.add(fixture.user(T0, "review the cart"));
        fixture.add(fixture.assistant(T0, "m1", toolUse("t1", "Task", "description", "Review Cart.java")));
        fixture.sidechain(true);
        fixture.add(fixture.user(T0, "Review Cart.java for rounding bugs"));
        fixture.add(fixture.assistant(T0, "m2", text("Line 12 rounds down.")));
        fixture.sidechain(false);
        fixture.add(fixture.user(T0, List.of(toolResult("t1", "Line 12 rounds down."))));
        int last = fixture.add(fixture.assistant(T0, "m3", text("The reviewer found the rounding bug.")));

        Transcript transcript = read(main());

        assertEquals(List.of(new Exchange(1, last, Optional.of(T0), "review the cart",
                List.of(new Reply.ToolCall("Task", "Review Cart.java"),
                        new Reply.Said("The reviewer found the rounding bug.")))), transcript.exchanges());
    }

    @Test
    void aTranscriptWithALineOverTheLimitIsRefusedWithoutHoldingIt() throws Exception {
        Path huge = projects.resolve(SESSION + ".jsonl");
        try (Writer out = Files.newBufferedWriter(huge)) {
            out.write("{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":\"");
            String block = "x".repeat(1 << 20);
            for (int i = 0; i <= JsonLines.MAX_LINE_BYTES >> 20; i++) {
                out.write(block);
            }
            out.write("\"}}\n");
        }

        TranscriptUnreadableException refused = assertThrows(TranscriptUnreadableException.class,
                () -> reader.read(huge.toString()));
        assertEquals("a line of more than 32 MiB", refused.getCause().getMessage());
    }

    @Test
    void aCodexRolloutIsNoClaudeCodeTranscriptThoughItsLinesHaveATypeToo() throws Exception {
        Path rollout = Files.writeString(projects.resolve("rollout-2025-07-01T10-00-00-" + SESSION + ".jsonl"), """
                {"timestamp":"2025-07-01T10:00:00Z","type":"session_meta","payload":{"id":"%s","cwd":"/w"}}
                {"timestamp":"2025-07-01T10:00:01Z","type":"response_item","payload":{"type":"message","role":"user",\
                "content":[{"type":"input_text","text":"fix the build"}]}}
                """.formatted(SESSION));

        TranscriptUnreadableException refused = assertThrows(TranscriptUnreadableException.class,
                () -> reader.read(rollout.toString()));
        assertTrue(refused.getMessage().startsWith("not a Claude Code transcript"), refused.getMessage());
    }

    @Test
    void aGeminiCliSessionIsNoClaudeCodeTranscriptThoughItsMessagesAreOfTypeUser() throws Exception {
        Path session = Files.writeString(projects.resolve("session-2026-05-01T10-00-7c1d2e3f.jsonl"), """
                {"sessionId":"%s","projectHash":"0a1b","startTime":"2026-05-01T10:00:00Z","kind":"main"}
                {"id":"m1","timestamp":"2026-05-01T10:00:01Z","type":"user","content":[{"text":"fix the build"}]}
                {"$set":{"lastUpdated":"2026-05-01T10:00:01Z"}}
                """.formatted(SESSION));

        TranscriptUnreadableException refused = assertThrows(TranscriptUnreadableException.class,
                () -> reader.read(session.toString()));
        assertTrue(refused.getMessage().startsWith("not a Claude Code transcript"), refused.getMessage());
    }

    @Test
    void aSubAgentsTranscriptIsATranscriptOfItsOwnNamedAfterItsSession() {
        fixture.add(fixture.user(T0, "review the cart"));
        Path main = fixture.writeTo(main());
        ClaudeCodeWriter agent = new ClaudeCodeWriter(SESSION, "/home/dev/shop", "feature/cart").sidechain(true);
        agent.add(agent.user(T0, "Review Cart.java for rounding bugs"));
        agent.add(agent.assistant(T0.plusSeconds(5), "m9", text("Line 12 rounds down.")));
        Path sub = agent.writeTo(main.resolveSibling(SESSION).resolve("subagents/agent-7f3a.jsonl"));

        List<TranscriptFile> listed = reader.transcripts(projects.toString());
        Transcript transcript = reader.read(sub.toString());

        assertEquals(List.of(main.toString(), sub.toString()), listed.stream().map(TranscriptFile::path).toList());
        assertEquals(List.of(SESSION, SESSION + "/agent-7f3a"), listed.stream().map(TranscriptFile::id).toList());
        assertEquals(SESSION + "/agent-7f3a", transcript.id());
        assertEquals(List.of(new Exchange(1, 2, Optional.of(T0), "Review Cart.java for rounding bugs",
                List.of(new Reply.Said("Line 12 rounds down.")))), transcript.exchanges());
    }

    @Test
    void oneTranscriptIsFoundWithItsOwnSubAgentsAndNothingElseOfItsFolder() {
        fixture.add(fixture.user(T0, "review the cart"));
        Path main = fixture.writeTo(main());
        ClaudeCodeWriter agent = new ClaudeCodeWriter(SESSION, "/home/dev/shop", "feature/cart").sidechain(true);
        agent.add(agent.user(T0, "Review Cart.java"));
        Path sub = agent.writeTo(main.resolveSibling(SESSION).resolve("subagents/agent-7f3a.jsonl"));
        Path beside = agent.writeTo(main.resolveSibling("agent-1a2b3c4d.jsonl"));
        ClaudeCodeWriter other = new ClaudeCodeWriter("9e8d7c6b-0000-4000-8000-000000000000", "/home/dev/shop", "");
        other.sidechain(true).add(other.user(T0, "another session's agent"));
        other.writeTo(main.resolveSibling("agent-9e8d7c6b.jsonl"));
        other.writeTo(main.resolveSibling("9e8d7c6b-0000-4000-8000-000000000000.jsonl"));
        other.writeTo(projects.resolve("-home-dev-elsewhere/5a5a5a5a-0000-4000-8000-000000000000.jsonl"));

        List<TranscriptFile> found = reader.transcript(main.toString());

        assertEquals(List.of(main.toString(), sub.toString(), beside.toString()),
                found.stream().map(TranscriptFile::path).toList());
        assertEquals(List.of(SESSION, SESSION + "/agent-7f3a", SESSION + "/agent-1a2b3c4d"),
                found.stream().map(TranscriptFile::id).toList());
        assertEquals(List.of(), reader.transcript(projects.resolve("notes.txt").toString()));
    }

    @Test
    void aMessageStreamedOverLinesKeepsEachBlockOnceInOrder() {
        fixture.add(fixture.user(T0, "read the cart"));
        fixture.add(fixture.assistant(T0, "m1", ClaudeCodeWriter.thinking("the cart file")));
        fixture.add(fixture.assistant(T0, "m1", text("Let me look.")));
        fixture.add(fixture.assistant(T0, "m1", toolUse("t1", "Read", "file_path", "/home/dev/shop/Cart.java")));
        int last = fixture.add(fixture.assistant(T0, "m1", text("Let me look."),
                toolUse("t1", "Read", "file_path", "/home/dev/shop/Cart.java")));

        Exchange exchange = read(main()).exchanges().get(0);

        assertEquals(List.of(new Reply.Said("Let me look."), new Reply.ToolCall("Read", "/home/dev/shop/Cart.java")),
                exchange.replies());
        assertEquals(last, exchange.lastLine());
    }

    @Test
    void aCompactSummaryOnAUserLineIsASummaryNotAPrompt() {
        fixture.add(fixture.user(T0, "This session is being continued from a previous conversation. We fixed the "
                + "cart.").put("isCompactSummary", true).put("isVisibleInTranscriptOnly", true));
        fixture.add(fixture.user(T0.plusSeconds(60), "now the tax"));

        List<Exchange> exchanges = read(main()).exchanges();

        assertEquals(new Exchange(1, 1, Optional.of(T0), "", List.of(new Reply.Said(
                "This session is being continued from a previous conversation. We fixed the cart."))),
                exchanges.get(0));
        assertEquals("now the tax", exchanges.get(1).prompt());
    }

    @Test
    void theSessionsFolderAndBranchComeFromItsRecordsAndASlashCommandWithItsArgumentsIsThePrompt() {
        fixture.add(fixture.user(T0, "<command-message>init is analyzing your codebase…</command-message>\n"
                + "<command-name>/init</command-name>\n<command-args>only src/</command-args>"));
        fixture.add(fixture.user(T0, "Please analyze this codebase and create a CLAUDE.md file").put("isMeta", true));
        fixture.add(fixture.user(T0, "[Request interrupted by user for tool use]"));
        fixture.add(fixture.assistant(T0, "m1", text("API Error: overloaded")).put("isApiErrorMessage", true));

        Transcript transcript = read(main());

        assertEquals(List.of("/init only src/"), transcript.exchanges().stream().map(Exchange::prompt).toList());
        assertEquals(Optional.of("/home/dev/shop"), transcript.project());
        assertEquals(Optional.of("feature/cart"), transcript.branch());
        assertEquals(4, transcript.lines());
    }

    @Test
    void aLocalCommandAfterTheCaveatIsScaffoldingAndTheCaveatCoversOnlyTheMessageAfterIt() {
        String caveat = "Caveat: The messages below were generated by the user while running local commands. DO NOT "
                + "respond to these messages or otherwise consider them in your response unless the user explicitly "
                + "asks you to.";
        fixture.add(fixture.user(T0, caveat).put("isMeta", true));
        fixture.add(fixture.user(T0, "<command-name>/model</command-name>\n<command-message>model</command-message>"
                + "\n<command-args></command-args>"));
        fixture.add(fixture.user(T0, "<local-command-stdout>Set model to opus</local-command-stdout>"));
        fixture.add(fixture.user(T0, caveat).put("isMeta", true));
        fixture.add(fixture.user(T0, "<bash-input>ls</bash-input>"));
        fixture.add(fixture.user(T0, "<bash-stdout>Cart.java</bash-stdout><bash-stderr></bash-stderr>"));
        fixture.add(fixture.user(T0, "<command-name>/review</command-name>\n<command-args>Cart.java</command-args>"));

        assertEquals(List.of("/review Cart.java"), read(main()).exchanges().stream().map(Exchange::prompt).toList());
    }

    @Test
    void theIdesContextIsNeverInThePrompt() {
        fixture.add(fixture.user(T0, List.of(text("<ide_opened_file>The user opened the file /home/dev/shop/Cart.java "
                + "in the IDE. This may or may not be related.</ide_opened_file>"), text("<ide_selection>The user "
                + "selected lines 3 to 5 from Cart.java:\nint total;</ide_selection>"), text("why does it round down?"))));

        assertEquals(List.of("why does it round down?"), read(main()).exchanges().stream().map(Exchange::prompt)
                .toList());
    }

    @Test
    void summaryRecordsAreTitlesOfConversationsNotExchanges() {
        fixture.add(fixture.envelope("summary", T0).removeAll().put("type", "summary")
                .put("summary", "Tax rules for another shop").put("leafUuid", "c0ffee00-0000-4000-8000-000000000000"));
        fixture.add(fixture.user(T0, "fix the cart"));
        fixture.add(fixture.assistant(T0, "m1", text("Fixed.")));

        assertEquals(List.of(new Exchange(2, 3, Optional.of(T0), "fix the cart", List.of(new Reply.Said("Fixed.")))),
                read(main()).exchanges());
    }

    @Test
    void aSubAgentFileBesideTheSessionsAs2xWroteItIsTheSessionsSubAgent() {
        fixture.sidechain(true);
        fixture.add(fixture.user(T0, "Review Cart.java"));
        fixture.add(fixture.assistant(T0, "m1", text("Line 12 rounds down.")));
        Path agent = ClaudeCodeWriter.projectFolder(projects, "/home/dev/shop").resolve("agent-1a2b3c4d.jsonl");

        Transcript transcript = read(agent);

        assertEquals(SESSION + "/agent-1a2b3c4d", transcript.id());
        assertEquals(List.of("Review Cart.java"), transcript.exchanges().stream().map(Exchange::prompt).toList());
        assertEquals(List.of(SESSION + "/agent-1a2b3c4d"), reader.transcripts(projects.toString()).stream()
                .map(TranscriptFile::id).toList());
    }

    @Test
    void toolInputsAreSummarisedByWhatTheySayTheCallDid() {
        fixture.add(fixture.user(T0, "go"));
        fixture.add(fixture.assistant(T0, "m1", toolUse("t1", "Glob", "pattern", "**/*.java"),
                toolUse("t2", "NotebookEdit", "notebook_path", "/home/dev/n.ipynb"),
                toolUse("t3", "mcp__search__query", "query", "rounding rules"),
                toolUse("t4", "TodoWrite", "todos", "[]")));

        assertEquals(List.of(new Reply.ToolCall("Glob", "**/*.java"),
                new Reply.ToolCall("NotebookEdit", "/home/dev/n.ipynb"),
                new Reply.ToolCall("mcp__search__query", "rounding rules"), new Reply.ToolCall("TodoWrite", "[]")),
                read(main()).exchanges().get(0).replies());
    }

    @Test
    void theDefaultFoldersFollowClaudeConfigDirElseTheHomeFolder() {
        assertEquals(List.of("/home/dev/.claude/projects", "/home/dev/.config/claude/projects"),
                reader.defaultFolders());
        assertEquals(List.of("/opt/claude/projects"),
                new ClaudeCodeReader(Map.of("CLAUDE_CONFIG_DIR", "/opt/claude"), Path.of("/home/dev"))
                        .defaultFolders());
        assertEquals("claude-code", reader.harness());
    }

    private Path main() {
        return ClaudeCodeWriter.projectFolder(projects, "/home/dev/shop").resolve(SESSION + ".jsonl");
    }

    private Transcript read(Path file) {
        return reader.read(fixture.writeTo(file).toString());
    }
}
