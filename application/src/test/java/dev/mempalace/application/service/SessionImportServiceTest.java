package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.SessionScan;
import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.SessionSource;
import dev.mempalace.domain.session.Transcript;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SessionImportServiceTest {

    private final FakeReader reader = new FakeReader();
    private final ListSources sources = new ListSources();
    private final MapArchive archive = new MapArchive();
    private final SessionImportService service = new SessionImportService(List.of(reader), sources, archive,
            new SessionRedaction(new TagRedactor()));

    @Test
    void importsEveryTranscriptOfEachSourceAndRedactsBeforeKeeping() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a.jsonl", "a", transcript("a", "/work/app", exchange(1, 3, "fix the SECRET build")));

        SessionImport report = service.importConfigured();

        assertEquals(1, report.created());
        assertEquals(1, report.exchanges());
        assertEquals(Map.of("test-secret", 2), report.redacted(), "the prompt and the reply");
        assertEquals("fix the [redacted:test-secret] build", archive.kept.get("a").get(0).prompt());
        assertEquals("fix the [redacted:test-secret] build", archive.titles.get("a"));
    }

    @Test
    void aSessionWhoseNoteCannotBeWrittenFailsAloneAndIsReported() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 3, "one")));
        reader.put("/t/b.jsonl", "b", transcript("b", "/w", exchange(1, 3, "two")));
        archive.failing = "a";

        SessionImport report = service.importConfigured();

        assertEquals(1, report.created());
        assertEquals(Set.of("b"), archive.kept.keySet());
        assertEquals(List.of("/t/a.jsonl"), report.unreadable().stream().map(Notice.NoteSkipped::path).toList());
    }

    @Test
    void aPrivateSessionsSubagentsAreLeftOutAndRemovedWhenItIsMarkedPrivateLater() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a/subagents/x.jsonl", "a/x", transcript("a/x", "/w", exchange(1, 3, "the agent's work")));
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 3, "one")));
        service.importConfigured();
        assertEquals(Set.of("a", "a/x"), archive.kept.keySet());

        reader.put("/t/a.jsonl", "a", privately(transcript("a", "/w", exchange(1, 3, "one"), exchange(4, 5, "two"))));
        SessionImport later = service.importConfigured();

        assertEquals(Set.of(), archive.kept.keySet(), "the sub-agent's note goes with the session's");
        assertEquals(2, later.privateRemoved());
        SessionImport again = service.importConfigured();
        assertEquals(Set.of(), archive.kept.keySet(), "and is never imported again");
        assertEquals(2, again.privateSkipped());
    }

    @Test
    void anUnchangedTranscriptIsNotReadAgain() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 3, "one")));
        service.importConfigured();
        reader.reads = 0;

        SessionImport again = service.importConfigured();

        assertEquals(1, again.unchanged());
        assertEquals(0, again.read());
        assertEquals(0, reader.reads);
    }

    @Test
    void aGrownTranscriptHandsOverOnlyWhatTheArchiveLacks() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 3, "one"), exchange(4, 5, "two")));
        service.importConfigured();
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 3, "one"), exchange(4, 7, "two"),
                exchange(8, 9, "three")));

        SessionImport grown = service.importConfigured();

        assertEquals(1, grown.extended());
        assertEquals(List.of("two", "three"), archive.kept.get("a").stream().map(Exchange::prompt).toList());
    }

    @Test
    void aPrivateSessionIsLeftOutAndRemovedWhenImportedBefore() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 3, "one")));
        service.importConfigured();
        reader.put("/t/a.jsonl", "a", privately(transcript("a", "/w", exchange(1, 3, "one"),
                exchange(4, 4, "mempalace:private"))));
        reader.put("/t/b.jsonl", "b", privately(transcript("b", "/w", exchange(1, 1, "mempalace:private"))));

        SessionImport report = service.importConfigured();

        assertEquals(1, report.privateRemoved());
        assertEquals(1, report.privateSkipped());
        assertTrue(archive.sizes.isEmpty(), archive.sizes.keySet().toString());
    }

    @Test
    void aSourceOfOneProjectTakesOnlySessionsRunInsideIt() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.of("/work/app")));
        reader.put("/t/in.jsonl", "in", transcript("in", "/work/app/sub", exchange(1, 1, "inside")));
        reader.put("/t/next.jsonl", "next", transcript("next", "/work/apple", exchange(1, 1, "beside")));

        SessionImport report = service.importConfigured();

        assertEquals(1, report.created());
        assertEquals(1, report.outsideProject());
        assertEquals(Set.of("in"), archive.sizes.keySet());
    }

    @Test
    void oneTranscriptIsImportedByItsPathAndAnotherFormatIsRefused() {
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 2, "one")));

        assertEquals(1, service.importTranscript("/t/a.jsonl", Optional.empty()).created());
        assertThrows(TranscriptUnreadableException.class,
                () -> service.importTranscript("/t/other.txt", Optional.empty()));
        assertThrows(TranscriptUnreadableException.class,
                () -> service.importTranscript("/t/a.jsonl", Optional.of("nobody")));
    }

    @Test
    void oneTranscriptIsImportedWithoutListingItsFolder() {
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 2, "one")));
        reader.unlistable = true;

        assertEquals(1, service.importTranscript("/t/a.jsonl", Optional.of("fake")).created());
    }

    @Test
    void aTranscriptWithNoExchangeIsReportedSoAndAnExchangeWithNeitherPromptNorReplyIsNeverKept() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        Exchange nothing = new Exchange(1, 1, Optional.empty(), "", List.of());
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", nothing));
        reader.put("/t/b.jsonl", "b", transcript("b", "/w", nothing, exchange(2, 3, "two")));

        SessionImport report = service.importConfigured();

        assertEquals(List.of(1, 0, 1), List.of(report.empty(), report.unchanged(), report.created()));
        assertEquals(List.of(exchange(2, 3, "two")), archive.kept.get("b"));
        assertFalse(archive.kept.containsKey("a"));
    }

    @Test
    void aScanNamesTheSecretsWithoutKeepingAnything() {
        sources.list.add(new SessionSource("cc", "fake", List.of("/t"), Optional.empty()));
        reader.put("/t/a.jsonl", "a", transcript("a", "/w", exchange(1, 2, "clean"),
                new Exchange(3, 4, Optional.empty(), "run it", List.of(new Reply.ToolCall("Bash", "curl SECRET")))));

        SessionScan scan = service.scan();

        assertEquals(1, scan.findings().size());
        assertEquals(Map.of("test-secret", 1), scan.findings().get(0).kinds());
        assertEquals(List.of(3), scan.findings().get(0).lines());
        assertTrue(archive.sizes.isEmpty());
    }

    private static Exchange exchange(int first, int last, String prompt) {
        return new Exchange(first, last, Optional.of(Instant.parse("2026-11-30T10:00:00Z")), prompt,
                List.of(new Reply.Said("answer to " + prompt)));
    }

    private static Transcript transcript(String id, String cwd, Exchange... exchanges) {
        return new Transcript("fake", id, Optional.of(cwd), Optional.of("main"), Optional.empty(), Optional.empty(),
                List.of(exchanges), false, exchanges[exchanges.length - 1].lastLine());
    }

    private static Transcript privately(Transcript t) {
        return new Transcript(t.harness(), t.id(), t.project(), t.branch(), t.started(), t.ended(), t.exchanges(),
                true, t.lines());
    }

    /** Transcripts by path, each a little longer in bytes the more lines it has. */
    private static final class FakeReader implements TranscriptReader {

        private final Map<String, Transcript> transcripts = new TreeMap<>();
        private final Map<String, String> ids = new HashMap<>();
        private int reads;
        /** As a folder with an unreadable sibling is: listing it fails. */
        private boolean unlistable;

        void put(String path, String id, Transcript transcript) {
            transcripts.put(path, transcript);
            ids.put(path, id);
        }

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
            if (unlistable) {
                throw new TranscriptUnreadableException("cannot list " + folder);
            }
            return transcripts.keySet().stream().filter(p -> p.startsWith(folder + "/")).map(this::file).toList();
        }

        private TranscriptFile file(String path) {
            return new TranscriptFile(path, ids.get(path), transcripts.get(path).lines() * 100L
                    + (transcripts.get(path).markedPrivate() ? 1 : 0), 0);
        }

        @Override
        public List<TranscriptFile> transcript(String path) {
            return transcripts.containsKey(path) ? List.of(file(path)) : List.of();
        }

        @Override
        public Transcript read(String path) {
            reads++;
            Transcript transcript = transcripts.get(path);
            if (transcript == null) {
                throw new TranscriptUnreadableException("no such transcript: " + path);
            }
            return transcript;
        }
    }

    /** Sources in a list. */
    private static final class ListSources implements SessionSources {

        private final List<SessionSource> list = new ArrayList<>();

        @Override
        public List<SessionSource> read() {
            return List.copyOf(list);
        }

        @Override
        public void write(List<SessionSource> sources) {
            list.clear();
            list.addAll(sources);
        }
    }

    /** What was kept last of each session, and the size and lines the archive records. */
    private static final class MapArchive implements SessionArchive {

        private final Map<String, List<Exchange>> kept = new HashMap<>();
        private final Map<String, String> titles = new HashMap<>();
        private final Map<String, long[]> sizes = new HashMap<>();
        /** A session whose note cannot be written, as on a full disk or a file where its folder should be. */
        private String failing = "";

        @Override
        public Optional<ArchivedSession> find(String harness, String id) {
            return Optional.ofNullable(sizes.get(id)).map(s -> new ArchivedSession(id + ".md", (int) s[0], s[1]));
        }

        @Override
        public String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath,
                long bytes) {
            if (session.id().equals(failing)) {
                throw new NoteUnreadableException("cannot write the session note " + session.id() + ".md");
            }
            kept.put(session.id(), exchanges);
            titles.put(session.id(), title);
            sizes.put(session.id(), new long[] {session.lines(), bytes});
            return session.id() + ".md";
        }

        @Override
        public boolean remove(String harness, String id) {
            kept.remove(id);
            return sizes.remove(id) != null;
        }
    }

    /** Redacts the word SECRET, as kind {@code test-secret}. */
    private static final class TagRedactor implements SecretRedactor {

        @Override
        public Redaction redact(String text) {
            int count = text.split("SECRET", -1).length - 1;
            return count == 0 ? Redaction.clean(text)
                    : new Redaction(text.replace("SECRET", "[redacted:test-secret]"), Map.of("test-secret", count));
        }
    }
}
