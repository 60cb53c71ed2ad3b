package dev.mempalace.application.service;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryIndex;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;

/** The use cases wired to in-memory fakes, for service tests. */
final class Memory {

    final InMemoryNoteSource source = new InMemoryNoteSource();
    final InMemoryIndex index = new InMemoryIndex();
    final FakeEmbedder embedder = new FakeEmbedder();
    final EmbedService embed = new EmbedService(embedder, index);
    final IngestService ingest = new IngestService(source, index, embed);
    final SearchService search = new SearchService(source, index, index, index, embedder);
    final ReconcileService reconcile = new ReconcileService(source, index);

    SearchResult find(String query) {
        return search.search(SearchRequest.of(query, 5));
    }
}
