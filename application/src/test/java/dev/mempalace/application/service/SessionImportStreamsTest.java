package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.SessionSource;
import dev.mempalace.domain.session.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A transcript of any length imports holding one exchange at a time: the archive is handed each exchange before the
 * reader makes the next, so none waits for the others (held all at once, a million-prompt transcript ran the warm
 * process out of its heap).
 */
class SessionImportStreamsTest {

    private static final int EXCHANGES = 100_000;

    private final LongReader reader = new LongReader();
    private final CountingArchive archive = new CountingArchive(reader);

    @Test
    void aLongTranscriptReachesTheArchiveOneExchangeAtATime() {
        SessionImportService service = new SessionImportService(List.of(reader), new OneSource(), archive,
                new SessionRedaction(text -> text.contains("SECRET")
                        ? new Redaction(text.replace("SECRET", "[redacted:x]"), Map.of("x", 1))
                        : Redaction.clean(text)));

        SessionImport report = service.importConfigured();

        assertEquals(1, report.created());
        assertEquals(EXCHANGES, report.exchanges());
        assertEquals(EXCHANGES, archive.received);
        assertEquals(1, archive.mostWaiting, "exchanges made and not yet handed to the archive, at most");
        assertEquals(Map.of("x", EXCHANGES / 1000), report.redacted());
        assertEquals("prompt 0 [redacted:x]", archive.title, "the first prompt, redacted");
    }

    /** One transcript of {@link #EXCHANGES} exchanges, made as they are read and counted. */
    private static final class LongReader implements TranscriptReader {

        private int made;

        @Override
        public String harness() {
            return "fake";
        }

        @Override
        public List<String> defaultFolders() {
            return List.of("/t");
        }

        @Override
        public List<TranscriptFile> transcripts(String folder) {
            return List.of(new TranscriptFile("/t/long.jsonl", "long", 1, 0));
        }

        @Override
        public List<TranscriptFile> transcript(String path) {
            return transcripts("/t");
        }

        @Override
        public Transcript read(String path) {
            List<Exchange> all = new ArrayList<>();
            Transcript header = read(path, all::add);
            return new Transcript(header.harness(), header.id(), header.project(), header.branch(), header.started(),
                    header.ended(), all, false, header.lines());
        }

        @Override
        public Transcript read(String path, Consumer<Exchange> each) {
            made = 0;
            for (int i = 0; i < EXCHANGES; i++) {
                made++;
                String prompt = "prompt " + i + (i % 1000 == 0 ? " SECRET" : "");
                each.accept(new Exchange(2 * i + 1, 2 * i + 2, Optional.empty(), prompt,
                        List.of(new Reply.Said("reply " + i))));
            }
            return new Transcript("fake", "long", Optional.of("/w"), Optional.empty(), Optional.empty(),
                    Optional.empty(), List.of(), false, 2 * EXCHANGES);
        }
    }

    /** Keeps nothing but counts: how many exchanges it was handed, and how many the reader had made beyond them. */
    private static final class CountingArchive implements SessionArchive {

        private final LongReader reader;
        private int received;
        private int mostWaiting;
        private String title;

        CountingArchive(LongReader reader) {
            this.reader = reader;
        }

        @Override
        public Optional<ArchivedSession> find(String harness, String id) {
            return Optional.empty();
        }

        @Override
        public String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath,
                long bytes) {
            throw new AssertionError("the exchanges were gathered into a list: " + exchanges.size());
        }

        @Override
        public String keep(Transcript session, Exchanges exchanges, String title, String transcriptPath, long bytes) {
            this.title = title;
            exchanges.each(exchange -> {
                received++;
                mostWaiting = Math.max(mostWaiting, reader.made - received + 1);
            });
            return "long.md";
        }

        @Override
        public boolean remove(String harness, String id) {
            return false;
        }
    }

    /** The one source, of the fake harness. */
    private static final class OneSource implements SessionSources {

        @Override
        public List<SessionSource> read() {
            return List.of(new SessionSource("f", "fake", List.of("/t"), Optional.empty()));
        }

        @Override
        public void write(List<SessionSource> sources) {
            throw new UnsupportedOperationException();
        }
    }
}
