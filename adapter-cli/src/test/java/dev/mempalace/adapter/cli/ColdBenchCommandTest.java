package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.bench.CliBenchContext;
import dev.mempalace.adapter.cli.client.DaemonClient;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.start.Main;
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
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void peersAndAWarmProcessOfItsOwnAreTimedInTheSameRounds() throws Exception {
        Path qmdLog = dir.resolve("qmd.log");
        Path qmd = executable("qmd", "printf '%s|%s|%s\\n' \"$*\" \"$INDEX_PATH\" \"$PWD\" >> '" + qmdLog + "'\n");
        Path out = dir.resolve("cold.json");

        CliResult result = ws.runWithEnv(Map.of(CliBenchContext.LAUNCHER_VARIABLE, daemonLauncher().toString(),
                "JAVA_HOME", System.getProperty("java.home")), "bench", "--cold", "--queries", queries.toString(),
                "--modes", "lexical,hybrid", "--runs", "1", "--qmd", qmd.toString(), "--daemon", "--out",
                out.toString());

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode root = new ObjectMapper().readTree(out.toFile());
        List<String> modes = new ArrayList<>();
        for (JsonNode mode : root.get("modes")) {
            modes.add(mode.get("mode").asText());
            assertEquals(1, mode.get("count").asInt(), mode::toString);
            assertEquals(List.of("javaVersion", "qmd"), names(mode.get("ratios")), mode::toString);
            assertTrue(mode.get("ratios").get("qmd").asDouble() > 0, mode::toString);
            assertTrue(mode.get("phaseMillis").has("total"), mode::toString);
        }
        assertEquals(List.of("lexical", "lexical+daemon", "hybrid", "hybrid+daemon"), modes);
        assertEquals(List.of("java -version", "qmd search"), root.get("peers").findValuesAsText("name"));
        root.get("peers").forEach(peer -> assertEquals(1, peer.get("count").asInt(), peer::toString));
        assertEquals(4, root.get("daemon").get("commandsServed").asInt(), "an untimed and a timed run per mode");
        assertTrue(root.get("daemon").get("residentBytes").asLong() > 0, root::toString);
        assertTrue(result.out().contains("warm process: 4 commands served"), result::toString);
        List<String> qmdRuns = Files.readAllLines(qmdLog);
        assertEquals(3, qmdRuns.size(), qmdRuns::toString);
        assertTrue(qmdRuns.get(0).startsWith("collection add " + dir.resolve("ws") + " --name mempalace-bench|"),
                qmdRuns::toString);
        assertTrue(qmdRuns.get(1).startsWith("search gradle daemon lock|"), qmdRuns::toString);
        Path qmdHome = Path.of(qmdRuns.get(0).split("\\|")[2]);
        assertTrue(qmdHome.startsWith(Path.of(System.getProperty("java.io.tmpdir")).toRealPath()), qmdHome::toString);
        assertEquals(qmdHome.resolve("index.sqlite").toString(), qmdRuns.get(2).split("\\|")[1]);
        assertFalse(Files.exists(qmdHome.getParent()), "the run's folder, the daemon's with it, is deleted");
        assertNoDaemonLeft();
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
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--queries", queries.toString(), "--peers").code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--queries", queries.toString(), "--daemon").code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--latency", "--queries", queries.toString(), "--qmd",
                queries.toString()).code());
        CliResult noQmd = ws.run("bench", "--cold", "--queries", queries.toString(), "--qmd",
                dir.resolve("none").toString());
        assertEquals(ExitCodes.USAGE, noQmd.code(), noQmd::toString);
        assertTrue(noQmd.err().contains("scripts/qmd.sh"), noQmd::toString);
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--cold", "--queries", queries.toString(), "--runs", "0")
                .code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--cold", "--latency", "--queries", queries.toString()).code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--cold", "--beir", dir.toString()).code());
    }

    /** A launcher that, like the checkout's, hands the command to the warm process when one answers. */
    private Path daemonLauncher() throws Exception {
        return executable("daemon-launcher", """
                if [ "${MEMPALACE_DAEMON:-}" != off ]; then
                  status=0
                  '%1$s' -cp '%2$s' %3$s "$@" || status=$?
                  [ "$status" -eq %4$d ] || exit "$status"
                fi
                exec '%1$s' -cp '%2$s' %5$s "$@"
                """.formatted(Path.of(System.getProperty("java.home"), "bin", "java"),
                System.getProperty("java.class.path"), DaemonClient.class.getName(), DaemonClient.RUN_IN_PROCESS,
                Main.class.getName()));
    }

    private Path executable(String name, String script) throws Exception {
        Path file = Files.writeString(dir.resolve(name), "#!/bin/sh\n" + script);
        assertTrue(file.toFile().setExecutable(true));
        return file;
    }

    /** {@code daemon stop} returns before the warm process has ended: it gets a while to do so. */
    private static void assertNoDaemonLeft() throws InterruptedException {
        String classPath = System.getProperty("java.class.path");
        long deadline = System.currentTimeMillis() + 20_000;
        List<ProcessHandle> left;
        do {
            left = ProcessHandle.allProcesses().filter(p -> p.info().commandLine()
                    .filter(c -> c.contains(classPath) && c.contains(" daemon run")).isPresent()).toList();
            Thread.sleep(left.isEmpty() ? 0 : 100);
        } while (!left.isEmpty() && System.currentTimeMillis() < deadline);
        assertEquals(List.of(), left.stream().map(p -> p.info().commandLine().orElse("?")).toList());
    }

    private static List<String> names(JsonNode json) {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
