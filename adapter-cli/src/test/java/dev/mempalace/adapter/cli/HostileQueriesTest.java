package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.bootstrap.WarmCores;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #10's hostile queries, table-driven: FTS5 syntax, quotes, NUL and control characters, lone surrogates,
 * scripts and emoji, SQL, huge queries, each bare and wrapped among real words. Every one is answered (exit 0,
 * JSON) or refused as a usage error (exit 2, one line), never an internal error, a stack trace or a hang; and
 * the same table through {@code search --batch}, with bytes that are not UTF-8 besides.
 */
class HostileQueriesTest {

    @TempDir
    static Path dir;

    private static TestWorkspace ws;
    /** One open index for the table: what is under test is the query's way through, not the index's opening. */
    private static WarmCores cores;
    private static int tried;

    private static final List<String> BASES = List.of(
            "\"", "\"\"", "\"unterminated", "*", "a*", "*a", "^gradle", "NEAR(gradle lock)", "NEAR(", "NEAR(a b, -1)",
            "gradle AND", "AND", "OR", "NOT", "a OR OR b", "(", ")", "((gradle)", "{title body}: gradle",
            "title:gradle", "nosuchcolumn:x", "-gradle", "+gradle", "gradle:", ":", "body:*", "a NOT", "'", "\\",
            "%", "_", "'; DROP TABLE chunks; --", "\u0000", "gradle\u0000lock", "\uD800", "\uDC00gradle",
            "gradle\uDBFF", "\uD83D\uDE00 lock", "\u05D0\u05D1\u05D2", "\u4E2D\u6587", "e\u0301t\u00E9",
            "\u200B\u200Bgradle", "\u0001\u0002\u001F", "\t\tgradle", "gradle\rlock", "\uFEFFgradle", "\uFFFD",
            "1e308", "-0", "[]{}<>", "$(rm -rf /)", "`id`", "gradle\u00A0lock", "..", "/etc/passwd", "C:\\x.md",
            "a\"b\"c", "\"gradle\" \"lock\"", "^", "NEAR", "AND OR NOT");

    static Stream<String> queries() {
        List<String> all = new ArrayList<>();
        for (String base : BASES) {
            all.add(base);
            all.add("gradle " + base);
            all.add(base + " lock");
            all.add(base + base + base);
        }
        all.add("lock ".repeat(10_000));
        all.add("x".repeat(1 << 20));
        all.add("\"".repeat(5_000));
        all.add("(".repeat(5_000));
        return all.stream();
    }

    @BeforeAll
    static void ingested() throws Exception {
        ws = TestWorkspace.create(dir);
        assertEquals(0, ws.run("ingest", "--no-embed").code());
        cores = new WarmCores();
    }

    @AfterAll
    static void enough() {
        cores.close();
        assertTrue(tried >= 200, "hostile queries tried: " + tried);
    }

    @ParameterizedTest
    @MethodSource("queries")
    void isAnsweredOrRefusedAsUsageNeverAnInternalError(String query) {
        CliResult result = ws.runWarm(cores, "search", "--json", "--limit", "5", "--", query);
        tried++;

        assertNoInternalError(result);
        if (query.isBlank() || query.strip().isEmpty()) {
            assertEquals(ExitCodes.USAGE, result.code(), result.err());
        } else {
            assertEquals(ExitCodes.OK, result.code(), result.err());
            assertTrue(result.json().required("results").isArray());
        }
    }

    @Test
    void theSameTableThroughBatchAnswersEveryLineInOrder() {
        List<String> queries = queries().toList();
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        for (int i = 0; i < queries.size(); i++) {
            String line = "{\"id\": \"q" + i + "\", \"query\": "
                    + JsonNodeFactory.instance.textNode(queries.get(i)) + "}\n";
            input.writeBytes(line.getBytes(StandardCharsets.UTF_8));
        }
        input.writeBytes(new byte[] {'g', 'r', 'a', (byte) 0xFF, (byte) 0xC3, '(', 'l', 'e', '\n'});
        input.writeBytes(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80, ' ', 'l', 'o', 'c', 'k', '\n'});

        CliResult result = ws.runWithBytes(input.toByteArray(), "search", "--batch", "-", "--limit", "3");
        tried += queries.size() + 2;

        assertNoInternalError(result);
        List<JsonNode> answers = result.jsonLines();
        assertEquals(queries.size() + 2, answers.size());
        for (int i = 0; i < queries.size(); i++) {
            assertEquals("q" + i, answers.get(i).required("id").asText());
            assertTrue(answers.get(i).has("results") || queries.get(i).strip().isEmpty(), answers.get(i)::toString);
        }
        assertTrue(answers.get(queries.size()).has("results"), "bytes that are not UTF-8 are replaced");
        assertTrue(answers.get(queries.size() + 1).has("results"));
    }

    private static void assertNoInternalError(CliResult result) {
        assertFalse(result.code() == ExitCodes.INTERNAL, result.err());
        assertFalse(result.err().contains("internal error") || result.err().contains("Exception")
                || result.err().contains("\tat "), result.err());
    }
}
