package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoldenQueriesTest {

    private static final String GOOD = """
            {"id": "q1", "query": "file lock", "relevant": ["a/b.md", "c.md"], "kind": "keyword", "note": "why"}

            {"id": "q2", "query": "wsl memory", "relevant": ["w.md"], "kind": "short"}
            """;

    @Test
    void readsOneQueryPerLineIgnoringBlankLinesAndUnknownFields() {
        List<GoldenQuery> queries = GoldenQueries.parse(GOOD, "q.jsonl");
        assertEquals(List.of(
                new GoldenQuery("q1", "file lock", List.of("a/b.md", "c.md"), "keyword"),
                new GoldenQuery("q2", "wsl memory", List.of("w.md"), "short")), queries);
    }

    @Test
    void readsAFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("q.jsonl"), GOOD);
        assertEquals(2, GoldenQueries.read(file).size());
    }

    @Test
    void aMissingFileIsAnIoError(@TempDir Path dir) {
        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> GoldenQueries.read(dir.resolve("none.jsonl")));
        assertTrue(e.getMessage().contains("none.jsonl"), e.getMessage());
    }

    @Test
    void malformedJsonNamesItsLine() {
        String text = GOOD + "{\"id\": \"q3\", \"query\": \n";
        assertLineError(text, "q.jsonl line 4: ");
    }

    @Test
    void aLineWithoutRelevantListNamesItsLineAndQuery() {
        String text = "{\"id\": \"q9\", \"query\": \"x\", \"kind\": \"short\"}\n";
        String message = assertLineError(text, "q.jsonl line 1: ");
        assertTrue(message.contains("q9 has no relevant list"), message);
    }

    @Test
    void anEmptyRelevantListIsAnUnanswerableQuery() {
        List<GoldenQuery> queries = GoldenQueries.parse(
                "{\"id\": \"u1\", \"query\": \"zanzibar\", \"relevant\": [], \"kind\": \"unanswerable\"}\n", "q.jsonl");
        assertFalse(queries.get(0).answerable());
    }

    @Test
    void aMissingFieldOrABadPathIsRefused() {
        assertLineError("{\"id\": \"q1\", \"relevant\": [\"a.md\"], \"kind\": \"short\"}", "line 1: ");
        assertLineError("{\"id\": \"q1\", \"query\": \"x\", \"relevant\": [\"../a.md\"], \"kind\": \"k\"}", "line 1: ");
        assertLineError("[1, 2]", "line 1: ");
        assertLineError("null", "line 1: ");
    }

    @Test
    void duplicateIdsAreRefused() {
        String text = GOOD + GOOD.lines().findFirst().orElseThrow();
        String message = assertLineError(text, "q.jsonl line 4: ");
        assertTrue(message.contains("duplicate query id q1"), message);
    }

    private static String assertLineError(String text, String prefix) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GoldenQueries.parse(text, "q.jsonl"));
        assertTrue(e.getMessage().contains(prefix), e.getMessage());
        return e.getMessage();
    }
}
