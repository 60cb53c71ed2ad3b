package dev.mempalace.domain.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TranscriptLinesTest {

    @Test
    void aChunkOfSeveralExchangesSpansFromTheFirstLineOfAnyThroughTheLastOfAny() {
        assertEquals(new TranscriptLines(6, 30), new TranscriptLines(12, 30).through(new TranscriptLines(6, 8)));
    }

    @Test
    void linesRunFromOneUpwards() {
        assertThrows(IllegalArgumentException.class, () -> new TranscriptLines(0, 3));
        assertThrows(IllegalArgumentException.class, () -> new TranscriptLines(5, 4));
    }
}
