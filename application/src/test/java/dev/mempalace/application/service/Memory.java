package dev.mempalace.application.service;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;

/** The use cases wired to in-memory fakes, for service tests. */
final class Memory {

    final InMemoryNoteSource source = new InMemoryNoteSource();
    final InMemoryStore store = new InMemoryStore();
    final FakeEmbedder embedder = new FakeEmbedder();
    final EmbedService embed = new EmbedService(source, embedder, store);
    final IngestService ingest = new IngestService(source, store, embed);
    final WarnOnDrift warn = new WarnOnDrift(source, store);
    final SearchService search = new SearchService(source, store, embedder, warn);
    final SearchService syncingSearch = new SearchService(source, store, embedder,
            new SyncOnDrift(warn, ingest, embed));
    final ReconcileService reconcile = new ReconcileService(source, store);

    SearchResult find(String query) {
        return search.search(SearchRequest.of(query, 5));
    }
}
