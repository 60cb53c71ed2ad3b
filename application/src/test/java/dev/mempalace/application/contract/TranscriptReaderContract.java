package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.contract.SessionStep.CompactionSummary;
import dev.mempalace.application.contract.SessionStep.NotJson;
import dev.mempalace.application.contract.SessionStep.Prompt;
import dev.mempalace.application.contract.SessionStep.PromptWithImage;
import dev.mempalace.application.contract.SessionStep.Said;
import dev.mempalace.application.contract.SessionStep.SaidTwice;
import dev.mempalace.application.contract.SessionStep.ScaffoldedPrompt;
import dev.mempalace.application.contract.SessionStep.Scaffolding;
import dev.mempalace.application.contract.SessionStep.StillWriting;
import dev.mempalace.application.contract.SessionStep.Thinking;
import dev.mempalace.application.contract.SessionStep.ToolCalled;
import dev.mempalace.application.contract.SessionStep.ToolOutput;
import dev.mempalace.application.contract.SessionStep.UnknownRecord;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptLines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What every transcript reader must find in its harness's transcripts. A subclass writes the same logical sessions
 * ({@link SessionStep}s) in its harness's own format, the awkward cases included, and every reader must give the
 * same {@link Transcript} for them: exchanges split at user messages, text kept, tool calls summarised, tool output,
 * thinking, images and scaffolding dropped, unknown records and broken lines skipped.
 */
public abstract class TranscriptReaderContract {

    /** The time of a session's first step; step {@code i} happens {@code i} minutes later ({@link #timeOf}). */
    protected static final Instant START = Instant.parse("2025-06-01T09:00:00Z");

    /** The session most tests write. */
    protected static final Session SHOP = new Session("5f0c8e9a-1b2c-4d3e-8f40-123456789abc", "/home/dev/shop", "main");

    @TempDir
    Path folder;

    /** The reader under test. */
    protected abstract TranscriptReader reader();

    /**
     * Writes a transcript of {@code session} under {@code folder} where the harness would keep it, step {@code i} at
     * {@link #timeOf}{@code (i)}, with the bookkeeping records the harness writes beside them.
     */
    protected abstract Written write(Path folder, Session session, List<SessionStep> steps);

    /** Whether the harness records the session's git branch (Gemini CLI does not). */
    protected boolean recordsTheBranch() {
        return true;
    }

    /** The time of step {@code i} of a session. */
    protected static Instant timeOf(int step) {
        return START.plusSeconds(60L * step);
    }

    /** A session: its id (a UUID), the folder it ran in and its git branch. */
    public record Session(String id, String project, String branch) {
    }

    /**
     * A transcript written: its file, the first and last line of each step that belong to the conversation (the
     * harness's bookkeeping records left out), and how many whole lines (ending in a newline) it holds.
     */
    public record Written(Path file, List<TranscriptLines> steps, int lines) {
    }

    @Test
    void exchangesSplitAtPromptsKeepTextAndToolCallsAndDropOutputAndThinking() {
        assertReadAsWritten(List.of(new Prompt("why does the checkout test fail?"), new Thinking("maybe the clock"),
                new Said("Let me run it."), new ToolCalled("Bash", "command", "mvn -q test -Dtest=CheckoutTest"),
                new ToolOutput("FAILED: expected 3 but was 2"), new Said("The discount rounds down; fixing it."),
                new ToolCalled("Edit", "file_path", "/home/dev/shop/src/Discount.java"), new ToolOutput("ok"),
                new Prompt("and the cart?"), new ToolCalled("Read", "file_path", "/home/dev/shop/src/Cart.java"),
                new ToolOutput("class Cart {}"), new ToolCalled("Grep", "pattern", "discount\\("),
                new ToolCalled("WebFetch", "url", "https://example.com/rounding"), new Said("The cart is fine.")));
    }

    @Test
    void aLongOrManyLinedToolInputIsKeptWholeForTheRedactorBeforeAnyCut() {
        String script = "for f in src/*.java; do\n  echo \"$f\"\ndone && " + "x".repeat(400);

        Transcript transcript = assertReadAsWritten(List.of(new Prompt("list them"),
                new ToolCalled("Bash", "command", script), new ToolOutput("A.java"), new Said("Listed.")));

        Reply.ToolCall call = (Reply.ToolCall) transcript.exchanges().get(0).replies().get(0);
        assertEquals(script, call.input());
    }

    @Test
    void scaffoldingIsDroppedAndAUserMessageLeftEmptyIsNoPrompt() {
        Transcript transcript = assertReadAsWritten(List.of(new Scaffolding(),
                new ScaffoldedPrompt("rename the cart service"), new Said("Renamed it."), new Scaffolding(),
                new Said("Also updated the docs."), new PromptWithImage("what is wrong in this screenshot?"),
                new Said("The total overflows.")));

        assertEquals(List.of("rename the cart service", "what is wrong in this screenshot?"),
                transcript.exchanges().stream().map(e -> e.prompt()).toList());
    }

    @Test
    void repliesBeforeAnyPromptMakeAnExchangeWithoutOne() {
        assertReadAsWritten(List.of(new Said("Picking up where we left off."), new ToolCalled("Bash", "command", "ls"),
                new Prompt("go on"), new Said("Done.")));
    }

    @Test
    void aPrivateMarkerInAPromptMarksTheSessionAndNowhereElseDoes() {
        Written marked = write(folder, SHOP, List.of(new Prompt("debug the login"), new Said("ok"),
                new Prompt("keep this one out of memory: " + Transcript.PRIVATE_MARKER), new Said("Noted.")));
        Session other = new Session("6a1d9f0b-2c3d-4e5f-9a51-23456789abcd", SHOP.project(), SHOP.branch());
        Written unmarked = write(folder, other, List.of(new Prompt("grep the docs"),
                new ToolOutput("docs say " + Transcript.PRIVATE_MARKER), new Said(Transcript.PRIVATE_MARKER + "?")));

        assertTrue(read(marked).markedPrivate());
        assertFalse(read(unmarked).markedPrivate());
    }

    @Test
    void unknownRecordsAndLinesThatAreNotJsonAreSkipped() {
        assertReadAsWritten(List.of(new Prompt("deploy it"), new UnknownRecord(), new Said("Deploying."),
                new NotJson(), new ToolCalled("Bash", "command", "make deploy"), new UnknownRecord(),
                new Said("Deployed.")));
    }

    @Test
    void aLastLineStillBeingWrittenIsNeitherReadNorCountedUntilItIsWhole() throws IOException {
        List<SessionStep> steps = List.of(new Prompt("bump the version"), new Said("Bumped."),
                new StillWriting("Tagged the release."));
        Written written = write(folder, SHOP, steps);

        Transcript partial = assertReadAs(written, steps);
        Files.write(written.file(), "\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        Transcript whole = read(written);

        assertTrue(partial.exchanges().get(0).replies().stream().noneMatch(r -> r.toString().contains("Tagged")));
        assertEquals(written.lines() + 1, whole.lines());
        assertEquals(List.of(new Reply.Said("Bumped."), new Reply.Said("Tagged the release.")),
                whole.exchanges().get(0).replies());
    }

    @Test
    void aToolOutputOfOneMegabyteIsReadPastAndNotKept() {
        Transcript transcript = assertReadAsWritten(List.of(new Prompt("show the log"),
                new ToolCalled("Bash", "command", "cat build.log"), new ToolOutput("y".repeat(1 << 20)),
                new Prompt("is it clean?"), new Said("The log is long but clean.")));

        assertTrue(transcript.exchanges().stream().flatMap(e -> e.replies().stream())
                .allMatch(r -> r.toString().length() < 1000));
    }

    @Test
    void aReplyTheHarnessWritesTwiceIsKeptOnce() {
        assertReadAsWritten(List.of(new Prompt("summarise the diff"), new SaidTwice("Two files changed."),
                new Said("Both are tests."), new SaidTwice("Nothing else.")));
    }

    @Test
    void aCompactionSummaryIsAnExchangeOfItsOwnWithoutAPrompt() {
        Transcript transcript = assertReadAsWritten(List.of(new Prompt("fix the cart"), new Said("Fixed."),
                new CompactionSummary("We fixed the cart's rounding and added a test."), new Prompt("now the tax"),
                new Said("Tax done.")));

        assertEquals(List.of(new Reply.Said("We fixed the cart's rounding and added a test.")),
                transcript.exchanges().get(1).replies());
    }

    @Test
    void transcriptsAreListedSortedByPathWithTheirIdsAndSizesAndAMissingFolderListsNone() throws IOException {
        assertEquals(List.of(), reader().transcripts(folder.resolve("nothing here").toAbsolutePath().toString()));
        List<Written> written = List.of(
                write(folder, new Session("c3a1e6f2-0000-4000-8000-000000000003", "/home/dev/a", "main"),
                        List.of(new Prompt("three"))),
                write(folder, new Session("a1a1e6f2-0000-4000-8000-000000000001", "/home/dev/a", "dev"),
                        List.of(new Prompt("one"), new Said("a longer reply, so the sizes differ"))),
                write(folder, new Session("b2a1e6f2-0000-4000-8000-000000000002", "/home/dev/a", "main"),
                        List.of(new Prompt("two"))));

        List<TranscriptFile> listed = reader().transcripts(folder.toAbsolutePath().toString());

        assertEquals(List.of("a1a1e6f2-0000-4000-8000-000000000001", "b2a1e6f2-0000-4000-8000-000000000002",
                "c3a1e6f2-0000-4000-8000-000000000003"), listed.stream().map(TranscriptFile::id).toList());
        assertEquals(listed.stream().map(TranscriptFile::path).sorted().toList(),
                listed.stream().map(TranscriptFile::path).toList());
        for (Written w : written) {
            Path file = w.file().toAbsolutePath();
            TranscriptFile entry = listed.stream().filter(t -> t.path().equals(file.toString())).findFirst()
                    .orElseThrow(() -> new AssertionError(file + " not in " + listed));
            assertEquals(Files.size(file), entry.size());
            assertEquals(Files.getLastModifiedTime(file).toMillis(), entry.modifiedMillis());
        }
    }

    @Test
    void aMissingFileOrOneHoldingNothingOfTheFormatIsUnreadable() throws IOException {
        Path missing = folder.resolve("missing.jsonl").toAbsolutePath();
        Path garbage = Files.writeString(folder.resolve("garbage.jsonl"), "hello\n[1, 2]\n{\"a\": 1}\n");

        assertTrue(assertThrows(TranscriptUnreadableException.class, () -> reader().read(missing.toString()))
                .getMessage().contains(missing.toString()));
        assertThrows(TranscriptUnreadableException.class, () -> reader().read(garbage.toAbsolutePath().toString()));
    }

    /** Writes {@code steps} as {@link #SHOP} and asserts the reader finds them as written. */
    private Transcript assertReadAsWritten(List<SessionStep> steps) {
        return assertReadAs(write(folder, SHOP, steps), steps);
    }

    private Transcript assertReadAs(Written written, List<SessionStep> steps) {
        Transcript transcript = read(written);
        assertEquals(reader().harness(), transcript.harness());
        assertEquals(SHOP.id(), transcript.id());
        assertEquals(Optional.of(SHOP.project()), transcript.project());
        assertEquals(recordsTheBranch() ? Optional.of(SHOP.branch()) : Optional.empty(), transcript.branch());
        assertEquals(Optional.of(timeOf(0)), transcript.started());
        assertEquals(Optional.of(timeOf(lastTimed(steps))), transcript.ended());
        assertEquals(ExpectedExchanges.timedByPrompt(ExpectedExchanges.of(steps, written.steps(), i -> timeOf(i))),
                ExpectedExchanges.timedByPrompt(transcript.exchanges()));
        assertFalse(transcript.markedPrivate());
        assertEquals(written.lines(), transcript.lines());
        return transcript;
    }

    /** Reads the transcript whole, and one exchange at a time: the same exchanges in order, the same facts. */
    private Transcript read(Written written) {
        String path = written.file().toAbsolutePath().toString();
        Transcript whole = reader().read(path);
        List<Exchange> handed = new ArrayList<>();
        Transcript streamed = reader().read(path, handed::add);
        assertEquals(whole.exchanges(), handed);
        assertEquals(new Transcript(whole.harness(), whole.id(), whole.project(), whole.branch(), whole.started(),
                whole.ended(), List.of(), whole.markedPrivate(), whole.lines()), streamed);
        return whole;
    }

    private static int lastTimed(List<SessionStep> steps) {
        int last = steps.size() - 1;
        while (steps.get(last) instanceof NotJson || steps.get(last) instanceof StillWriting) {
            last--;
        }
        return last;
    }
}
