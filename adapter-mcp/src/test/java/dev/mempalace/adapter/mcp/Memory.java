package dev.mempalace.adapter.mcp;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.FakeSecretRedactor;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemoryRetrievals;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.SessionScan;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.application.service.DoctorService;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.ReadNoteService;
import dev.mempalace.application.service.RememberService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.SyncOnDrift;
import dev.mempalace.application.service.WarnOnDrift;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The server's tools over the use cases on in-memory fakes, wired as the composition root wires them. */
final class Memory {

    static final Path WORKSPACE = Path.of("/home/ada/notes");

    final InMemoryNoteSource source = new InMemoryNoteSource();
    private final InMemoryStore store = new InMemoryStore();
    private final FakeEmbedder embedder = new FakeEmbedder();
    private final EmbedService embed = new EmbedService(source, embedder, store);
    private final IngestService ingest = new IngestService(source, store, embed);

    final MemoryTools tools = new MemoryTools(new MemoryUseCases(
            new SearchService(source, store, embedder, new SyncOnDrift(new WarnOnDrift(source, store), ingest,
                    embed)),
            new ReadNoteService(source),
            new RememberService(source, source, new FakeSecretRedactor(), ingest, embed, store, embedder,
                    Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"),
                    ZoneOffset.UTC)),
            new StatusService(source, store, embedder), ingest, new NoSessions(),
            new DoctorService(source, store, embedder, paths -> Set.of(), new InMemoryRetrievals(), Clock.systemUTC()),
            WORKSPACE, WORKSPACE.resolve(".mempalace/index.sqlite").toString()));

    MemoryTools.Answer call(String tool, Map<String, Object> arguments) {
        return tools.call(tool, arguments, Optional.of("test-agent"));
    }

    /** No session source configured: the sync imports nothing. */
    private static final class NoSessions implements ImportSessions {

        @Override
        public SessionImport importConfigured() {
            return SessionImport.NONE;
        }

        @Override
        public SessionImport importTranscript(String path, Optional<String> harness) {
            throw new TranscriptUnreadableException("no reader in this test: " + path);
        }

        @Override
        public SessionScan scan() {
            return new SessionScan(List.of(), 0, List.of());
        }
    }
}
