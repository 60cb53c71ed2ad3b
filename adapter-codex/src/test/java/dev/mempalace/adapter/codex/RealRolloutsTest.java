package dev.mempalace.adapter.codex;

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
 * The reader over real Codex rollouts that other projects committed as test data (their sources and licences in
 * {@code real/README.md}): each real prompt starts exactly one exchange and nothing else does. A rollout the reader
 * gets wrong is disabled with the fault of issue 37 it shows.
 */
class RealRolloutsTest {

    private static final String V0770 = "rollout-2026-01-02T18-39-45-019b7f94-51b4-7593-922e-ba12b5b73b52.jsonl";
    private static final String V0125 = "rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.jsonl";
    private static final String V0128 = "rollout-2026-05-11T13-28-45-019e1695-0522-7c83-8b39-0dd379793f80.jsonl";

    private final CodexReader reader = new CodexReader(Map.of(), Path.of("/home/dev"));

    @Test
    void everyRealFileHasItsCaseHereAndIsListedAsATranscript() throws IOException {
        try (Stream<Path> files = Files.list(folder())) {
            assertEquals(Set.of(V0770, V0125, V0128), files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".jsonl")).collect(Collectors.toSet()));
        }
        assertEquals(List.of("019b7f94-51b4-7593-922e-ba12b5b73b52", "019e1625-789d-76c0-80ab-3724b5ddb799",
                "019e1695-0522-7c83-8b39-0dd379793f80"), reader.transcripts(folder().toString()).stream()
                .map(f -> f.id()).toList());
    }

    @Test
    void version0770HasOneExchangeForItsOnePrompt() {
        List<String> prompts = prompts(V0770);
        assertEquals(1, prompts.size(), prompts::toString);
        assertTrue(prompts.get(0).startsWith("what is current repository about? summarize purpuse and explain goals"),
                prompts::toString);
    }

    @Test
    void version0125HasOneExchangeForItsPromptAndNoneForTheAgentsInstructions() {
        assertEquals(List.of("show tools"), prompts(V0125));
    }

    @Test
    void version0128PromptOnlyAsAnEventIsKept() {
        List<String> prompts = prompts(V0128);
        assertEquals(1, prompts.size(), prompts::toString);
        assertTrue(prompts.get(0).contains("Sample Project Demo Prep"), prompts::toString);
    }

    private List<String> prompts(String file) {
        return reader.read(folder().resolve(file).toString()).exchanges().stream().map(Exchange::prompt).toList();
    }

    private static Path folder() {
        try {
            return Path.of(RealRolloutsTest.class.getResource("/real").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
