package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench --cold}: real search processes, started the fallback way (this JVM's command line). */
class ColdBenchCommandTest {

    private static final List<String> SEARCH_PHASES = List.of("jvm", "parse", "index-open", "drift-check", "lexical",
            "tokenizer-load", "model-session", "query-embed", "vector-load", "vector-scan", "fusion", "output",
            "total");

    @TempDir
    Path dir;

    private TestWorkspace ws;
    private Path queries;

    @BeforeEach
    void goldenQueries() throws Exception {
        ws = TestWorkspace.create(dir.resolve("ws"));
        queries = TestWorkspace.goldenQueries(dir.resolve("queries.jsonl"));
    }

    @Test
    void eachModeRunsInFreshProcessesAndReportsWallTimeAndPhases() throws Exception {
        Path out = dir.resolve("cold.json");

        CliResult result = ws.run("bench", "--cold", "--queries", queries.toString(), "--modes", "lexical,hybrid",
                "--runs", "2", "--out", out.toString());

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().lines().anyMatch(l -> l.matches("hybrid +hybrid +2 .*")), result::toString);
        assertTrue(result.out().lines().anyMatch(l -> l.matches("model-session +[0-9.]+ +[0-9.]+")), result::toString);
        JsonNode root = new ObjectMapper().readTree(out.toFile());
        assertEquals("cold", root.get("benchmark").asText());
        assertEquals(3, root.get("queries").asInt());
        assertEquals(2, root.get("runs").asInt());
        assertEquals("java " + Main.class.getName(), root.get("process").asText());
        assertEquals(2, root.get("modes").size());
        for (JsonNode mode : root.get("modes")) {
            assertEquals(2, mode.get("count").asInt(), mode::toString);
            assertEquals(2, mode.get("ranIn").get(mode.get("mode").asText()).asInt(), mode::toString);
            JsonNode wall = mode.get("wallMillis");
            assertTrue(wall.get("min").asDouble() >= 0, wall::toString);
            assertTrue(wall.get("min").asDouble() <= wall.get("median").asDouble(), wall::toString);
            assertTrue(wall.get("p90").asDouble() <= wall.get("max").asDouble(), wall::toString);
            assertEquals(SEARCH_PHASES, names(mode.get("phaseMillis")));
            SEARCH_PHASES.forEach(p -> assertTrue(mode.get("phaseMillis").get(p).asDouble() >= 0, mode::toString));
        }
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aFailingChildIsOneErrorLineWithItsExitCode() throws Exception {
        Path launcher = dir.resolve("failing-launcher");
        Files.writeString(launcher, "#!/bin/sh\necho 'mempalace: no index at somewhere' >&2\nexit 3\n");
        assertTrue(launcher.toFile().setExecutable(true));

        CliResult result = ws.runWithEnv(Map.of(CliBenchContext.LAUNCHER_VARIABLE, launcher.toString()), "bench",
                "--cold", "--queries", queries.toString(), "--modes", "lexical", "--runs", "1");

        assertEquals(ExitCodes.NO_INDEX, result.code(), result::toString);
        assertEquals(List.of("mempalace: mempalace --timings search --json --mode lexical -- gradle daemon lock failed "
                + "with exit code 3: mempalace: no index at somewhere"), result.errLines());
        assertEquals("", result.out());
    }

    @Test
    void aLauncherThatCannotStartIsOneErrorLine() {
        CliResult result = ws.runWithEnv(Map.of(CliBenchContext.LAUNCHER_VARIABLE, dir.resolve("none").toString()),
                "bench", "--cold", "--queries", queries.toString(), "--modes", "lexical", "--runs", "1");

        assertEquals(ExitCodes.INTERNAL, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
        assertTrue(result.errLines().get(0).startsWith("mempalace: cannot run " + dir.resolve("none")),
                result::toString);
    }

    @Test
    void coldOptionsOutsideColdAreUsageErrors() {
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--queries", queries.toString(), "--runs", "2").code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--cold", "--queries", queries.toString(), "--runs", "0")
                .code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--cold", "--latency", "--queries", queries.toString()).code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--cold", "--beir", dir.toString()).code());
    }

    private static List<String> names(JsonNode json) {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
