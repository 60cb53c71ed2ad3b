package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BeirBenchCommandTest {

    /** Queries 1 and 2 share words with their relevant document only; query 3's document shares none. */
    private static final String CORPUS = """
            {"_id": "d1", "title": "Aspirin side effects", "text": "Aspirin can cause stomach bleeding."}
            {"_id": "d2", "title": "Vitamin D and bones", "text": "Vitamin D improves bone density."}
            {"_id": "d3", "title": "Coffee and sleep", "text": "Caffeine late in the day delays sleep."}
            """;
    private static final String QUERIES = """
            {"_id": "1", "text": "stomach bleeding"}
            {"_id": "2", "text": "vitamin bone density"}
            {"_id": "3", "text": "kayak paddling"}
            """;
    private static final String QRELS = "query-id\tcorpus-id\tscore\n1\td1\t1\n2\td2\t1\n3\td3\t1\n";

    @TempDir
    Path dir;

    private Path beir;

    @BeforeEach
    void tinyBeir() throws Exception {
        beir = dir.resolve(dir.getFileName() + "-tiny");
        Files.createDirectories(beir.resolve("qrels"));
        Files.writeString(beir.resolve("corpus.jsonl"), CORPUS);
        Files.writeString(beir.resolve("queries.jsonl"), QUERIES);
        Files.writeString(beir.resolve("qrels").resolve("test.tsv"), QRELS);
    }

    @Test
    void lexicalRunPrintsTheJsonReportAndKeepsItsWorkFolder() {
        Path work = dir.resolve("work");

        CliResult result = TestWorkspace.runRaw("bench", "--beir", beir.toString(), "--modes", "lexical",
                "--work", work.toString(), "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode report = result.json();
        assertEquals("beir", report.get("benchmark").asText());
        assertEquals(3, report.get("documents").asInt());
        assertEquals(3, report.get("queries").asInt());
        assertFalse(report.has("embedding"), "a lexical run embeds nothing");
        JsonNode mode = report.get("modes").get(0);
        assertEquals("lexical", mode.get("mode").asText());
        assertEquals(2.0 / 3, mode.get("ndcgAt10").asDouble(), 1e-9);
        assertEquals(2.0 / 3, mode.get("recallAt100").asDouble(), 1e-9);
        assertTrue(Files.isRegularFile(work.resolve("index.sqlite")), result::toString);
    }

    @Test
    void theDefaultWorkFolderIsNamedAfterTheDatasetAndModelInTheCache() {
        CliResult result = TestWorkspace.runRaw("bench", "--beir", beir.toString(), "--modes", "lexical");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains("nDCG@10"), result::toString);
        Path work = TestWorkspace.CACHE.resolve("bench").resolve("beir-" + beir.getFileName() + "-int8");
        assertTrue(Files.isRegularFile(work.resolve("index.sqlite")), result::toString);
    }

    @Test
    void aMissingFolderIsAUsageError() {
        CliResult result = TestWorkspace.runRaw("bench", "--beir", dir.resolve("nope").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void malformedQueriesAreAUsageError() throws Exception {
        Files.writeString(beir.resolve("queries.jsonl"), "{\"_id\": \"1\", \"text\": \n");

        CliResult result = TestWorkspace.runRaw("bench", "--beir", beir.toString(), "--modes", "lexical",
                "--work", dir.resolve("work").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void queriesAndBeirTogetherAreAUsageError() {
        CliResult result = TestWorkspace.runRaw("bench", "--beir", beir.toString(), "--queries", "q.jsonl");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
    }
}
