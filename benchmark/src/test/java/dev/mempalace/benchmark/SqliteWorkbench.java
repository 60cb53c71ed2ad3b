package dev.mempalace.benchmark;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.sqlite.SqliteIndexStore;
import dev.mempalace.application.fake.FakeTokenCounter;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.WarnOnDrift;
import java.nio.file.Path;

/** The tests' workbench: the real Markdown and SQLite adapters behind the services, with the embedder given. */
public final class SqliteWorkbench implements Workbench {

    private final Embedder embedder;
    private int opened;

    public SqliteWorkbench(Embedder embedder) {
        this.embedder = embedder;
    }

    /** How many benches were opened so far. */
    public int opened() {
        return opened;
    }

    @Override
    public Bench open(Path workspace, Path indexFile) {
        opened++;
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, indexFile, new FakeTokenCounter(512));
        SqliteIndexStore store = SqliteIndexStore.at(indexFile);
        EmbedService embed = new EmbedService(source, embedder, store);
        SearchService search = new SearchService(source, store, embedder, new WarnOnDrift(source, store));
        return new Bench(new IngestService(source, store, embed), embed, search, store::close);
    }
}
