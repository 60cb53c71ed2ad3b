package dev.mempalace.domain.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TranscriptBuilderTest {

    private static final Optional<Instant> NOON = Optional.of(Instant.parse("2025-06-01T12:00:00Z"));
    private static final Optional<Instant> LATER = Optional.of(Instant.parse("2025-06-01T12:05:00Z"));

    private final TranscriptBuilder builder = new TranscriptBuilder("codex", "s1");

    @Test
    void promptsSplitExchangesAndWhatIsNotKeptOnlyWidensThem() {
        builder.repeats(1);
        builder.continues(2, NOON);
        builder.prompt(3, NOON, "fix it");
        builder.reply(4, NOON, new Reply.Said("Fixed."));
        builder.continues(6, LATER);
        builder.repeats(7);
        builder.summary(8, Optional.empty(), "We fixed it.");
        builder.prompt(9, LATER, "thanks");

        List<Exchange> exchanges = builder.build(9).exchanges();

        assertEquals(List.of(new Exchange(2, 2, NOON, "", List.of()),
                new Exchange(3, 7, NOON, "fix it", List.of(new Reply.Said("Fixed."))),
                new Exchange(8, 8, Optional.empty(), "", List.of(new Reply.Said("We fixed it."))),
                new Exchange(9, 9, LATER, "thanks", List.of())), exchanges);
    }

    @Test
    void aStreamingBuilderHandsOnEachExchangeOnceTheNextStartsAndHoldsNone() {
        List<Exchange> handed = new ArrayList<>();
        TranscriptBuilder streaming = new TranscriptBuilder("codex", "s1", handed::add);
        streaming.prompt(1, NOON, "first");
        streaming.reply(2, NOON, new Reply.Said("One."));
        assertEquals(List.of(), handed);
        streaming.prompt(3, LATER, "second");
        assertEquals(List.of(new Exchange(1, 2, NOON, "first", List.of(new Reply.Said("One.")))), handed);

        Transcript transcript = streaming.build(3);

        assertEquals(List.of(), transcript.exchanges());
        assertEquals(new Exchange(3, 3, LATER, "second", List.of()), handed.get(1));
        assertEquals(3, transcript.lines());
    }

    @Test
    void theFirstFolderAndBranchWinTheTimesSpanTheRecordsAndAMarkerMarks() {
        builder.project(" ");
        builder.project("/home/dev/shop");
        builder.project("/elsewhere");
        builder.branch("");
        builder.branch("main");
        builder.time(LATER.orElseThrow());
        builder.time(NOON.orElseThrow());
        builder.userWrote("no marker here");
        builder.userWrote("please " + Transcript.PRIVATE_MARKER);

        Transcript transcript = builder.build(0);

        assertEquals(new Transcript("codex", "s1", Optional.of("/home/dev/shop"), Optional.of("main"), NOON, LATER,
                List.of(), true, 0), transcript);
        assertTrue(transcript.markedPrivate());
    }
}
