package dev.mempalace.adapter.sqlite;

import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import dev.mempalace.application.contract.IndexContract;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.ranking.ChunkHit;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SQLite index honours the index contract. As in the CLI, reads go through a file opened READ (which fails
 * as missing before anything was written) and writes through one opened WRITE.
 */
class SqliteIndexContractTest extends IndexContract {

    @TempDir
    Path dir;

    private SqliteIndexFile writer;
    private SqliteIndexFile reader;
    private SqliteVectorIndex readVectors;

    @Override
    protected Indexes freshIndex() {
        return new Indexes(new Notes(), new Lexical(), new Vectors());
    }

    @AfterEach
    void closeFiles() {
        for (SqliteIndexFile file : new SqliteIndexFile[] {reader, writer}) {
            if (file != null) {
                file.close();
            }
        }
    }

    private SqliteIndexFile writer() {
        if (writer == null) {
            writer = SqliteIndexFile.open(dir.resolve("index.sqlite"), Access.WRITE);
        }
        return writer;
    }

    private SqliteIndexFile reader() {
        if (reader == null) {
            reader = SqliteIndexFile.open(dir.resolve("index.sqlite"), Access.READ);
            readVectors = new SqliteVectorIndex(reader);
        }
        return reader;
    }

    private final class Notes implements NoteIndex {
        @Override
        public Map<String, IndexedFile> files() {
            return new SqliteNoteIndex(reader()).files();
        }

        @Override
        public void apply(IndexUpdate update) {
            new SqliteNoteIndex(writer()).apply(update);
        }

        @Override
        public IndexStats stats() {
            return new SqliteNoteIndex(reader()).stats();
        }
    }

    private final class Lexical implements LexicalIndex {
        @Override
        public LexicalMatches search(String query, int limit) {
            return new SqliteLexicalIndex(reader()).search(query, limit);
        }
    }

    private final class Vectors implements VectorIndex {
        @Override
        public VectorCoverage coverage(String fingerprintId) {
            reader();
            return readVectors.coverage(fingerprintId);
        }

        @Override
        public List<PendingChunk> pending(String fingerprintId, int limit) {
            reader();
            return readVectors.pending(fingerprintId, limit);
        }

        @Override
        public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
            new SqliteVectorIndex(writer()).put(fingerprint, vectorsByChunkHash);
        }

        @Override
        public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit) {
            reader();
            return readVectors.nearest(fingerprintId, query, limit);
        }
    }
}
