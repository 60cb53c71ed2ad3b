package dev.mempalace.domain.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
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
