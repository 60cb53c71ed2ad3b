package dev.mempalace.adapter.web;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemoryRetrievals;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.service.DoctorService;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.LinkService;
import dev.mempalace.application.service.ReadNoteService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.TimelineService;
import dev.mempalace.application.service.WarnOnDrift;
import dev.mempalace.domain.session.SessionSource;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The page over the use cases on in-memory fakes, wired as the composition root wires them, on a free port. */
final class Palace implements AutoCloseable {

    static final Path WORKSPACE = Path.of("/home/ada/notes");

    final InMemoryNoteSource source = new InMemoryNoteSource();
    private final InMemoryStore store = new InMemoryStore();
    private final FakeEmbedder embedder = new FakeEmbedder();
    private final EmbedService embed = new EmbedService(source, embedder, store);
    private final IngestService ingest = new IngestService(source, store, embed);
    private WebServer server;

    /** Indexes the notes written so far and starts the page. */
    Palace start() throws IOException {
        ingest.ingest(true, EmbedProgress.NONE);
        return startWithoutIndex();
    }

    /** Starts the page over a store never ingested: no index yet. */
    Palace startWithoutIndex() throws IOException {
        server = WebServer.start(new WebUseCases(new SearchService(source, store, embedder,
                new WarnOnDrift(source, store)), new ReadNoteService(source), new LinkService(source),
                new TimelineService(source), new StatusService(source, store, embedder), new DoctorService(source,
                store, embedder, paths -> Set.of(), new InMemoryRetrievals(), Clock.systemUTC()), new OneSource(),
                WORKSPACE,
                "in memory"), 0);
        return this;
    }

    /** One configured source of Codex sessions. */
    private static final class OneSource implements ConfigureSessions {

        @Override
        public List<String> harnesses() {
            return List.of("codex");
        }

        @Override
        public List<SessionSource> list() {
            return List.of(new SessionSource("codex", "codex", List.of("/home/ada/.codex/sessions"), Optional.empty()));
        }

        @Override
        public SessionSource add(String harness, Optional<String> folder, Optional<String> project,
                Optional<String> name) {
            throw new UnsupportedOperationException("the page never adds a source");
        }

        @Override
        public boolean remove(String name) {
            throw new UnsupportedOperationException("the page never removes a source");
        }
    }

    WebServer server() {
        return server;
    }

    String token() {
        return server.url().getQuery().substring("token=".length());
    }

    @Override
    public void close() {
        server.close();
    }
}
