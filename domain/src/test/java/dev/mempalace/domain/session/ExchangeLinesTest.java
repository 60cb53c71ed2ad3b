package dev.mempalace.domain.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExchangeLinesTest {

    @Test
    void aChunkOfSeveralExchangesSpansTheirLines() {
        String text = "# Session r1\n\n## 2026-11-30 14:03 UTC (lines 12–30)\n\nfirst\n\n## Exchange (lines 31-40)\n"
                + "second, not (lines 1–99)\n";
        assertEquals(Optional.of(new ExchangeHeading.Lines(12, 40)), ExchangeHeading.within(text));
    }

    @Test
    void aChunkWithoutAnExchangeHeadingNamesNoLines() {
        assertEquals(Optional.empty(), ExchangeHeading.within("text that mentions (lines 1–2)\n# Title\n"));
    }

    @Test
    void aChunkStartingInOneExchangeAndHoldingMoreSpansThemAll() {
        String path = "Session r1 > 2026-11-30 14:03 UTC (lines 1–4)";
        String text = "first\n\n## 2026-11-30 14:05 UTC (lines 6–8)\n\nsecond\n\n## Exchange (lines 10-11)\nthird\n";
        assertEquals(Optional.of(new ExchangeHeading.Lines(1, 11)), ExchangeHeading.span(path, text));
        assertEquals(Optional.of(new ExchangeHeading.Lines(1, 4)), ExchangeHeading.span(path, "first only\n"));
        assertEquals(Optional.of(new ExchangeHeading.Lines(6, 8)),
                ExchangeHeading.span("Session r1", "## 2026-11-30 14:05 UTC (lines 6–8)\nsecond\n"));
        assertEquals(Optional.empty(), ExchangeHeading.span("Session r1", "no exchange here\n"));
    }
}
