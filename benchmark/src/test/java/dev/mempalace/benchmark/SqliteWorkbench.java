package dev.mempalace.benchmark;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.sqlite.SqliteIndexFile;
import dev.mempalace.adapter.sqlite.SqliteLexicalIndex;
import dev.mempalace.adapter.sqlite.SqliteNoteIndex;
import dev.mempalace.adapter.sqlite.SqliteVectorIndex;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.SearchService;
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
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, indexFile);
        SqliteIndexFile file = SqliteIndexFile.open(indexFile, SqliteIndexFile.Access.WRITE);
        SqliteNoteIndex notes = new SqliteNoteIndex(file);
        SqliteVectorIndex vectors = new SqliteVectorIndex(file);
        EmbedService embed = new EmbedService(embedder, vectors);
        SearchService search = new SearchService(source, notes, new SqliteLexicalIndex(file), vectors, embedder);
        return new Bench(new IngestService(source, notes, embed), embed, search, file::close);
    }
}
