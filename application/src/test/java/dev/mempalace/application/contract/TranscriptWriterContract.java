package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.ScriptedSession.Ran;
import dev.mempalace.application.port.out.ScriptedSession.Said;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every harness's {@link TranscriptWriter} must do: write a scripted session, quiet or busy with the harness's
 * bookkeeping, where its reader finds it and so that its reader reads it as the session ran, the same bytes each
 * time. A subclass gives the harness's writer and reader.
 */
public abstract class TranscriptWriterContract {

    private static final Instant START = Instant.parse("2025-06-01T09:00:00Z");

    @TempDir
    Path folder;

    /** The writer under test. */
    protected abstract TranscriptWriter writer();

    /** The reader of the same harness. */
    protected abstract TranscriptReader reader();

    /** Whether the harness records the session's git branch (Gemini CLI does not). */
    protected boolean recordsTheBranch() {
        return true;
    }

    /** Two exchanges: a question answered after a shell command and a file read, then a request done. */
    protected static ScriptedSession session(boolean busy) {
        return new ScriptedSession("5f0c8e9a-1b2c-4d3e-8f40-123456789abc", "/home/dev/shop", Optional.of("main"),
                START, busy, List.of(new Said(START, true, "why is the cart total wrong?"),
                        new Ran(START.plusSeconds(5), "1", true, "mvn -q test", "Tests run: 3, Failures: 1"),
                        new Ran(START.plusSeconds(15), "2", false, "src/Cart.java", "class Cart {}"),
                        new Said(START.plusSeconds(60), false, "The discount rounds down."),
                        new Said(START.plusSeconds(120), true, "round it half up"),
                        new Said(START.plusSeconds(180), false, "Done: it rounds half up now.")));
    }

    @Test
    void itWritesTheHarnessItsReaderReads() {
        assertEquals(reader().harness(), writer().harness());
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aSessionIsReadBackAsItRan(boolean busy) throws IOException {
        ScriptedSession session = session(busy);
        Path file = write(session);

        Transcript read = reader().read(file.toString());

        assertEquals(Optional.of(session.cwd()), read.project());
        assertEquals(recordsTheBranch() ? session.branch() : Optional.empty(), read.branch());
        assertEquals(List.of("why is the cart total wrong?", "round it half up"),
                read.exchanges().stream().map(Exchange::prompt).toList());
        List<Reply> first = read.exchanges().get(0).replies();
        List<Reply.ToolCall> calls = first.stream().filter(Reply.ToolCall.class::isInstance)
                .map(Reply.ToolCall.class::cast).toList();
        assertEquals(2, calls.size(), first.toString());
        assertTrue(calls.get(0).input().contains("mvn -q test"), calls.get(0).toString());
        assertTrue(calls.get(1).input().contains("src/Cart.java"), calls.get(1).toString());
        assertEquals(new Reply.Said("The discount rounds down."), first.get(first.size() - 1));
        assertEquals(List.of(new Reply.Said("Done: it rounds half up now.")), read.exchanges().get(1).replies());
    }

    @Test
    void itsFileIsOneTheReaderFindsUnderTheHarnesssFolder() throws IOException {
        Path file = write(session(true));

        assertEquals(List.of(file.toString()), reader().transcripts(folder.toString()).stream()
                .map(found -> found.path()).toList());
    }

    @Test
    void theSameSessionIsWrittenAsTheSameBytes() {
        assertEquals(writer().text(session(true)), writer().text(session(true)));
        assertTrue(writer().text(session(true)).endsWith("\n"));
    }

    private Path write(ScriptedSession session) throws IOException {
        Path file = writer().file(folder, session);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, writer().text(session));
    }
}
