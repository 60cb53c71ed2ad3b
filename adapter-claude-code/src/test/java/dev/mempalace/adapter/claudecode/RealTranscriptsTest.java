package dev.mempalace.adapter.claudecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.session.Exchange;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reader over real Claude Code transcripts that other projects committed as test data (their sources and
 * licences in {@code real/README.md}): each real prompt starts exactly one exchange and nothing else does; each case
 * names the fault of issue 37 it showed before the reader was fixed.
 */
class RealTranscriptsTest {

    private static final String SUBAGENTS_SESSION = "e9fb405b-169f-40eb-9396-7e75076f045d";
    private static final Set<String> FILES = Set.of("1af7fc5e-8455-4414-9ccd-011d40f70b2a.jsonl",
            "4c2ddfdc-b619-4525-8d03-1950fb1b0257.jsonl", "5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl",
            "agent-36541525.jsonl", "agent-50243ee8.jsonl", "agent-test-hash-123.jsonl",
            "incremental-simple-turn-1.jsonl", SUBAGENTS_SESSION + ".jsonl");

    private final ClaudeCodeReader reader = new ClaudeCodeReader(Map.of(), Path.of("/home/dev"));

    @Test
    void everyRealFileHasItsCaseHereAndIsListedAsATranscript() throws IOException {
        try (Stream<Path> files = Files.list(folder())) {
            assertEquals(FILES, files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".jsonl"))
                    .collect(Collectors.toSet()));
        }
        assertEquals(FILES.size() + 1, reader.transcripts(folder().toString()).size(), "and the one sub-agent");
    }

    @Test
    void version2064HasOneExchangePerPrompt() {
        assertEquals(List.of("create hello.py, md and js", "update py with one liner comment", "delete js"),
                prompts("4c2ddfdc-b619-4525-8d03-1950fb1b0257.jsonl"));
    }

    /** Issue 37, fault 5: a slash command lost its words. */
    @Test
    void version1098SlashCommandInitIsThePrompt() {
        assertEquals(List.of("/init"), prompts("1af7fc5e-8455-4414-9ccd-011d40f70b2a.jsonl"));
    }

    /** Issue 37, fault 5. */
    @Test
    void version10108SlashCommandWithArgumentsIsThePrompt() {
        assertEquals(List.of("/orchestrator @CLAUDE.md を最新の状態にアップデートしてください"),
                prompts("5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl"));
    }

    /** Issue 37, fault 2: a 2.0.x sub-agent file beside the sessions yielded nothing. */
    @Test
    void version2064SubAgentFileIsRead() {
        assertEquals(List.of("Warmup"), prompts("agent-36541525.jsonl"));
        assertEquals(List.of("Warmup"), prompts("agent-50243ee8.jsonl"));
        assertEquals("4c2ddfdc-b619-4525-8d03-1950fb1b0257/agent-36541525", reader.read(folder()
                .resolve("agent-36541525.jsonl").toString()).id());
    }

    /** Issue 37, fault 2. */
    @Test
    void version2028SubAgentFileIsRead() {
        assertEquals(List.of("Run the test suite"), prompts("agent-test-hash-123.jsonl"));
    }

    /** Issue 37, fault 3: summaries of other conversations became exchanges. */
    @Test
    void version217SummariesAreNoExchanges() {
        assertEquals(List.of("show tools"), prompts("incremental-simple-turn-1.jsonl"));
    }

    /** Issue 37, fault 3. */
    @Test
    void version217ASummaryBeforeTheFirstPromptIsNoExchange() {
        List<String> prompts = prompts(SUBAGENTS_SESSION + ".jsonl");
        assertEquals(1, prompts.size(), prompts::toString);
        assertTrue(prompts.get(0).startsWith("@\"solution-architect (agent)\""), prompts::toString);
    }

    @Test
    void version217SubAgentUnderItsSessionIsATranscriptOfItsOwn() {
        String agent = folder().resolve(SUBAGENTS_SESSION + "/subagents/agent-a485154.jsonl").toString();
        assertTrue(reader.transcripts(folder().toString()).stream()
                .anyMatch(f -> f.path().equals(agent) && f.id().equals(SUBAGENTS_SESSION + "/agent-a485154")));
        List<String> prompts = prompts(SUBAGENTS_SESSION + "/subagents/agent-a485154.jsonl");
        assertEquals(1, prompts.size(), prompts::toString);
        assertTrue(prompts.get(0).startsWith("Analyze the existing CLI command structure"), prompts::toString);
    }

    private List<String> prompts(String file) {
        return reader.read(folder().resolve(file).toString()).exchanges().stream().map(Exchange::prompt).toList();
    }

    private static Path folder() {
        try {
            return Path.of(RealTranscriptsTest.class.getResource("/real").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
