package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.Timings;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimingsTest {

    private static final long HOUR = 3_600_000_000_000L;

    private final Timings timings = Timings.start();

    @Test
    void phasesAddUpOverCallsInTheOrderTheyWereListed() {
        timings.expect("a", "b");
        timings.add("b", 1_500_000);
        timings.add("c", 250_000);
        timings.add("b", 1_500_000);

        Map<String, Object> json = timings.json(Optional.empty());

        assertEquals(List.of("a", "b", "c", "total"), names(json));
        assertEquals(0.0, json.get("a"));
        assertEquals(3.0, json.get("b"));
        assertEquals(0.25, json.get("c"));
    }

    @Test
    void theRestLeavesOutWhatInnerPhasesClaimed() {
        String answer = timings.rest("outer", () -> {
            timings.add("inner", HOUR);
            return "done";
        });

        Map<String, Object> json = timings.json(Optional.empty());
        assertEquals("done", answer);
        assertEquals(0.0, json.get("outer"), "an hour was claimed inside a step far shorter than that");
        assertEquals(HOUR / 1e6, json.get("inner"));
    }

    @Test
    void jvmComesFirstAndTotalLastWhenTheProcessStartIsKnown() {
        timings.time("work", () -> "x");

        Map<String, Object> json = timings.json(Optional.of(Instant.now().minusSeconds(1)));

        assertEquals(List.of("jvm", "work", "total"), names(json));
        assertTrue((Double) json.get("jvm") >= 0 && (Double) json.get("work") >= 0, json::toString);
        assertTrue((Double) json.get("total") >= (Double) json.get("jvm"), json::toString);
    }

    @Test
    void aStartGivenByTheParentWinsUnlessItIsMalformed() {
        assertEquals(Instant.ofEpochMilli(1234), Timings.processStart(io(Map.of(Timings.START_VARIABLE, "1234"))));
        assertEquals(Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime()),
                Timings.processStart(io(Map.of(Timings.START_VARIABLE, "soon"))));
    }

    @Test
    void theLineIsOneCompactJsonObjectOnStderr() throws Exception {
        StringWriter err = new StringWriter();
        timings.add("phase", 1_000_000);

        timings.print(new Io(new PrintWriter(new StringWriter()), new PrintWriter(err), Map.of(), false));

        List<String> lines = err.toString().lines().toList();
        assertEquals(1, lines.size(), err::toString);
        assertTrue(lines.get(0).startsWith("timings: {"), err::toString);
        assertFalse(lines.get(0).contains("\n"));
        assertEquals(1.0, Json.parse(lines.get(0).substring("timings: ".length())).get("phase").asDouble());
    }

    private static Io io(Map<String, String> env) {
        return new Io(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), env, false);
    }

    private static List<String> names(Map<String, Object> json) {
        return new ArrayList<>(json.keySet());
    }
}
