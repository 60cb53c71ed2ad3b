package dev.mempalace.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressReporterTest {

    @Test
    void anInterruptEndsTheBarsLineSaysWhatIsKeptAndStopsTheBar() {
        StringWriter text = new StringWriter();
        try (ProgressReporter progress = ProgressReporter.resumable(new PrintWriter(text), true, "embed")) {
            progress.update(3, 10);
            progress.interrupted("embed");
            progress.update(4, 10);
        }

        String err = text.toString();
        assertTrue(err.startsWith("\rembedding [#########-"), err);
        assertTrue(err.endsWith(" " + System.lineSeparator() + "mempalace: interrupted; the work done so far is kept, "
                + "run 'mempalace embed' again to resume" + System.lineSeparator()), err);
        assertEquals(1, err.chars().filter(c -> c == '\r').count(), err);
    }

    @Test
    void anInterruptAfterACompleteBarAddsNoBlankLine() {
        StringWriter text = new StringWriter();
        try (ProgressReporter progress = ProgressReporter.resumable(new PrintWriter(text), true, "ingest")) {
            progress.update(10, 10);
            progress.interrupted("ingest");
        }

        assertTrue(text.toString().endsWith(" " + System.lineSeparator() + "mempalace: interrupted; the work done "
                + "so far is kept, run 'mempalace ingest' again to resume" + System.lineSeparator()), text::toString);
    }
}
