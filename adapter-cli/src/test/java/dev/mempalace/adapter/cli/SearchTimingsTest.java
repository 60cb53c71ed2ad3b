package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Json;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --timings}: one stderr line of phases after the command, stdout untouched. */
class SearchTimingsTest {

    private static final List<String> SEARCH_PHASES = List.of("jvm", "parse", "index-open", "drift-check", "lexical",
            "tokenizer-load", "model-session", "query-embed", "vector-load", "vector-scan", "fusion", "output",
            "total");

    @TempDir
    Path dir;

    @Test
    void aHybridSearchReportsEveryPhaseAndPrintsTheSameResults() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest").code());

        CliResult plain = ws.run("search", "--mode", "hybrid", "gradle", "lock");
        CliResult timed = ws.run("search", "--timings", "--mode", "hybrid", "gradle", "lock");

        assertEquals(ExitCodes.OK, timed.code(), timed::toString);
        assertEquals(plain.out(), timed.out());
        assertEquals("hybrid", timed.json().get("mode").asText());
        JsonNode phases = timings(timed);
        assertEquals(SEARCH_PHASES, names(phases));
        SEARCH_PHASES.forEach(name -> assertTrue(phases.get(name).asDouble() >= 0, phases::toString));
    }

    @Test
    void aGlobalOptionAfterTheSubcommandWorksForALexicalSearch() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        CliResult plain = ws.run("search", "--mode", "lexical", "wsl");
        CliResult timed = ws.run("search", "--mode", "lexical", "wsl", "--timings");

        assertEquals(plain.out(), timed.out());
        assertEquals(SEARCH_PHASES, names(timings(timed)));
    }

    @Test
    void withoutTheOptionStderrHasNoTimingsLine() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        CliResult plain = ws.run("search", "wsl");

        assertTrue(plain.err().lines().noneMatch(l -> l.startsWith("timings:")), plain::toString);
    }

    @Test
    void anotherCommandReportsParseAndTotal() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());

        CliResult status = ws.run("--timings", "status");

        assertEquals(ExitCodes.OK, status.code(), status::toString);
        assertEquals(List.of("jvm", "parse", "total"), names(timings(status)));
    }

    private static JsonNode timings(CliResult result) throws Exception {
        List<String> lines = result.err().lines().filter(l -> l.startsWith("timings: ")).toList();
        assertEquals(1, lines.size(), result::toString);
        return Json.parse(lines.get(0).substring("timings: ".length()));
    }

    private static List<String> names(JsonNode json) {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
