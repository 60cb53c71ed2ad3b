package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ChildRunTest {

    @Test
    void theOutputIsOneJsonDocument() {
        ChildRun child = new ChildRun("mempalace search", "{\"mode\": \"lexical\"}\n", "", 5);

        assertEquals("lexical", child.json().get("mode").asText());
    }

    @Test
    void anythingAfterTheDocumentIsAnInternalFailure() {
        ChildRun child = new ChildRun("mempalace search", "{} {}", "", 5);

        ChildFailedException failure = assertThrows(ChildFailedException.class, child::json);

        StringWriter err = new StringWriter();
        assertEquals(CommandLine.ExitCode.SOFTWARE, failure.report(new PrintWriter(err, true)));
        assertTrue(err.toString().startsWith("mempalace: mempalace search printed no JSON: "), err::toString);
        assertEquals(1, err.toString().lines().count(), err::toString);
    }

    @Test
    void theLastTimingsLineGivesThePhases() {
        ChildRun child = new ChildRun("mempalace search", "{}", """
                warning: something
                timings: {"parse": 1.0}
                timings: {"parse": 2.5, "total": 9.0}
                """, 5);

        assertEquals(Map.of("parse", 2.5, "total", 9.0), child.timings());
    }

    @Test
    void noTimingsLineIsAnInternalFailure() {
        ChildRun child = new ChildRun("mempalace search", "{}", "warning: something\n", 5);

        assertThrows(ChildFailedException.class, child::timings);
    }

    @Test
    void wallTimeCannotBeNegative() {
        assertThrows(IllegalArgumentException.class, () -> new ChildRun("mempalace search", "", "", -1));
    }
}
