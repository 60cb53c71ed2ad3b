package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.ProgressReporter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressReporterTest {

    private static final String NL = System.lineSeparator();

    @Test
    void anInterruptEndsTheBarsLineSaysWhatIsKeptAndStopsTheBar() {
        String err = interruptedAfter(3, "embed");

        assertTrue(err.startsWith("\rembedding [#########-"), err);
        assertTrue(err.endsWith(" " + NL + "mempalace: interrupted; the work done so far is kept, run 'mempalace "
                + "embed' again to resume" + NL), err);
        assertEquals(1, err.chars().filter(c -> c == '\r').count(), err);
    }

    @Test
    void anInterruptAfterACompleteBarAddsNoBlankLine() {
        String err = interruptedAfter(10, "ingest");

        assertTrue(err.endsWith(" " + NL + "mempalace: interrupted; the work done so far is kept, run 'mempalace "
                + "ingest' again to resume" + NL), err);
    }

    /** A terminal's bar at done/10, then an interrupt, then one more update that must not be drawn. */
    private static String interruptedAfter(int done, String command) {
        StringWriter text = new StringWriter();
        try (ProgressReporter progress = ProgressReporter.resumable(
                new Io(new PrintWriter(text), new PrintWriter(text), Map.of(), true), command)) {
            progress.update(done, 10);
            progress.interrupted(command);
            progress.update(done, 10);
        }
        return text.toString();
    }
}
