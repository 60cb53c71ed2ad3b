package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LongMemEvalBenchCommandTest {

    /** Two answerable questions of different types and one abstention, which the benchmark skips. */
    private static final String DATA = """
            [
             {"question_id": "q1", "question_type": "single-session-user", "question": "Where is my blue kayak from?",
              "answer": "Harbor Outfitters", "answer_session_ids": ["s2"],
              "haystack_dates": ["2023/05/20 (Sat) 07:47", "2023/05/21 (Sun) 09:05"],
              "haystack_session_ids": ["s1", "s2"],
              "haystack_sessions": [[{"role": "user", "content": "Any tips for baking sourdough bread?"}],
                                    [{"role": "user", "content": "I bought my blue kayak at Harbor Outfitters."}]]},
             {"question_id": "q2_abs", "question_type": "single-session-user", "question": "What colour is my canoe?",
              "answer": "unknown", "answer_session_ids": ["x"], "haystack_dates": ["2023/05/20 (Sat) 07:47"],
              "haystack_session_ids": ["x"], "haystack_sessions": [[{"role": "user", "content": "My canoe."}]]},
             {"question_id": "q3", "question_type": "multi-session", "question": "How many marathons did I run?",
              "answer": "two", "answer_session_ids": ["m1"], "haystack_dates": ["2023/04/02 (Sun) 08:00",
              "2023/05/22 (Mon) 10:00"], "haystack_session_ids": ["m1", "s4"],
              "haystack_sessions": [[{"role": "user", "content": "I did run two marathons in April."}],
                                    [{"role": "user", "content": "I like cooking pasta."}]]}
            ]
            """;

    @TempDir
    Path dir;

    private Path data;

    @BeforeEach
    void tinyLongMemEval() throws Exception {
        data = dir.resolve("longmemeval.json");
        Files.writeString(data, DATA);
    }

    @Test
    void lexicalRunWritesTheJsonReportAndPrintsTheTable() throws Exception {
        Path out = dir.resolve("reports/lme.json");

        CliResult result = TestWorkspace.runRaw("bench", "--longmemeval", data.toString(), "--modes", "lexical",
                "--work", dir.resolve("work").toString(), "--out", out.toString());

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains("lexical"), result::toString);
        JsonNode report = new ObjectMapper().readTree(out.toFile());
        assertEquals("longmemeval_s", report.get("benchmark").asText());
        assertEquals(2, report.get("questions").asInt());
        assertEquals(1, report.get("abstentionsSkipped").asInt());
        JsonNode scores = report.get("modes").get(0).get("scores");
        assertEquals(2, scores.get("questions").asInt());
        assertEquals(1.0, scores.get("recallAny5").asDouble(), 1e-9);
        assertTrue(Files.isDirectory(dir.resolve("work")), result::toString);
    }

    @Test
    void limitAndSeedChooseASubset() {
        CliResult result = TestWorkspace.runRaw("bench", "--longmemeval", data.toString(), "--modes", "lexical",
                "--limit", "1", "--seed", "7", "--work", dir.resolve("work").toString(), "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode report = result.json();
        assertEquals(1, report.get("questions").asInt());
        assertEquals(1, report.get("subset").get("limit").asInt());
        assertEquals(7, report.get("subset").get("seed").asLong());
    }

    @Test
    void abstentionsAskedBesideASubsetCountOnlyAsNotConfident() {
        CliResult result = TestWorkspace.runRaw("bench", "--longmemeval", data.toString(), "--modes", "lexical",
                "--limit", "1", "--seed", "7", "--abstentions", "--work", dir.resolve("work").toString(), "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode report = result.json();
        assertEquals(1, report.get("questions").asInt());
        assertEquals(0, report.get("abstentionsSkipped").asInt());
        assertEquals(1, report.get("abstentionsAsked").asInt());
        JsonNode flagged = report.get("modes").get(0).get("notConfident");
        assertEquals(1, flagged.get("answerable").asInt());
        assertEquals(1, flagged.get("unanswerable").asInt());
        assertEquals(1, flagged.get("unanswerableFlagged").asInt(), "no note holds 'colour'");
    }

    @Test
    void aMissingFileIsAUsageError() {
        CliResult result = TestWorkspace.runRaw("bench", "--longmemeval", dir.resolve("nope.json").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void aFileThatIsNotAnArrayOfQuestionsIsAUsageError() throws Exception {
        Files.writeString(data, "{\"question_id\": \"q1\"}");

        CliResult result = TestWorkspace.runRaw("bench", "--longmemeval", data.toString(), "--modes", "lexical",
                "--work", dir.resolve("work").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void aLimitBelowOneIsAUsageError() {
        CliResult result = TestWorkspace.runRaw("bench", "--longmemeval", data.toString(), "--limit", "0");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
    }

    @Test
    void limitWithoutLongMemEvalIsAUsageError() {
        CliResult result = TestWorkspace.runRaw("bench", "--queries", "q.jsonl", "--limit", "3");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
    }
}
