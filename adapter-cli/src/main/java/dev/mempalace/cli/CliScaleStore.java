package dev.mempalace.cli;

import dev.mempalace.adapter.sqlite.SqliteIndexFile;
import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import dev.mempalace.adapter.sqlite.SqliteLexicalIndex;
import dev.mempalace.adapter.sqlite.SqliteNoteIndex;
import dev.mempalace.adapter.sqlite.SqliteVectorIndex;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.benchmark.scale.ScaleStore;
import java.nio.file.Path;

/** The scale benchmark's index over the real SQLite adapters, searched by the real search service. */
final class CliScaleStore implements ScaleStore {

    @Override
    public Opened open(Path indexFile, boolean write) {
        SqliteIndexFile file = SqliteIndexFile.open(indexFile, write ? Access.WRITE : Access.READ);
        SqliteNoteIndex notes = new SqliteNoteIndex(file);
        SqliteLexicalIndex lexical = new SqliteLexicalIndex(file);
        SqliteVectorIndex vectors = new SqliteVectorIndex(file);
        return new Opened(notes, vectors,
                (source, embedder) -> new SearchService(source, notes, lexical, vectors, embedder), file::close);
    }
}
