package dev.mempalace.benchmark.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.benchwiring.BenchContext;
import dev.mempalace.benchwiring.BenchWiring;
import dev.mempalace.benchwiring.TestCache;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code bench sessions} on a small corpus through the product's own wiring (the real readers, redactor, archive,
 * SQLite and model): every transcript written is imported with all its exchanges and secrets, and every query is
 * answered. Counts only: time is never asserted.
 */
class SessionScaleRunTest {

    /** Two of them paste a token into a prompt (one session in 25 does). */
    private static final int SESSIONS = 50;
    private static final int QUERIES = 12;

    @TempDir
    Path work;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void everySessionWrittenIsImportedIndexedAndFound() throws IOException {
        int code = run("sessions", "--sessions", String.valueOf(SESSIONS), "--sample", "8", "--queries",
                String.valueOf(QUERIES), "--modes", "lexical,hybrid", "--warmup", "0", "--rounds", "2", "--json",
                "--work", work.toString());

        assertEquals(CommandLine.ExitCode.OK, code, err::toString);
        JsonNode report = new ObjectMapper().readTree(out.toString());
        JsonNode corpus = report.get("corpus");
        JsonNode imported = report.get("import");
        assertEquals(SESSIONS, corpus.get("sessions").asInt());
        assertEquals(SESSIONS / 2, corpus.get("claudeCode").asInt());
        assertEquals(SESSIONS / 2, corpus.get("codex").asInt());
        assertEquals(2, corpus.get("secretsPlanted").asInt());
        assertEquals(SESSIONS, imported.get("transcripts").asInt());
        assertEquals(SESSIONS, imported.get("created").asInt(), "one note per session written");
        assertEquals(0, imported.get("unreadable").asInt());
        assertEquals(corpus.get("exchanges").asInt(), imported.get("exchanges").asInt(), "every exchange written");
        assertTrue(corpus.get("exchanges").asInt() >= SESSIONS * 2, "two exchanges or more to a session");
        assertEquals(2, imported.get("secretsRedacted").asInt(), "the pasted tokens, never the tools' output");
        assertEquals(SESSIONS, report.get("text").get("notes").asInt());
        assertTrue(report.get("text").get("chunks").asInt() >= SESSIONS, report.get("text").toString());
        int embedded = report.get("embedding").get("chunks").asInt();
        assertTrue(embedded >= 8 && embedded < 8 + 32, "the sample, to the end of its batch: " + embedded);
        assertTrue(report.get("embedding").get("tokens").asLong() >= embedded, "the model was fed the sample");
        assertTrue(report.get("index").get("bytes").asLong() > report.get("index").get("textBytes").asLong(),
                "vectors take room");
        JsonNode search = report.get("search");
        assertEquals(QUERIES, search.get("answered").get("lexical").asInt(), "each query is words of a prompt");
        assertEquals(QUERIES, search.get("answered").get("hybrid").asInt());
        for (JsonNode mode : search.get("warm")) {
            assertEquals(QUERIES * 2, mode.get("count").asInt());
            assertFalse(mode.get("fellBack").asBoolean(), mode.toString());
        }
        try (Stream<Path> left = Files.list(work)) {
            assertEquals(0, left.count(), "the temporary folder is deleted");
        }
    }

    @Test
    void aSessionCountBelowOneIsAUsageError() {
        assertEquals(CommandLine.ExitCode.USAGE, run("sessions", "--sessions", "0", "--work", work.toString()));
        assertTrue(err.toString().contains("--sessions"), err::toString);
    }

    private int run(String... args) {
        return new CommandLine(BenchWiring.command(context())).setCaseInsensitiveEnumValuesAllowed(true)
                .setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true)).execute(args);
    }

    private BenchContext context() {
        PrintWriter printed = new PrintWriter(out, true);
        PrintWriter errors = new PrintWriter(err, true);
        return new BenchContext() {
            @Override
            public Settings settings() {
                return TestCache.benchSettings();
            }

            @Override
            public boolean workspaceGiven() {
                return false;
            }

            @Override
            public boolean indexGiven() {
                return false;
            }

            @Override
            public PrintWriter out() {
                return printed;
            }

            @Override
            public PrintWriter err() {
                return errors;
            }

            @Override
            public EmbedProgress progress(String task, String unit) {
                return EmbedProgress.NONE;
            }

            @Override
            public List<String> launcher() {
                return List.of();
            }

            @Override
            public String launcherLabel() {
                return "mempalace";
            }

            @Override
            public String startVariable() {
                return "MEMPALACE_TEST_START";
            }
        };
    }
}
