package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The synthetic corpus as a workspace held in memory: it lists exactly the files given (the indexed ones), so
 * the drift check of every search runs in full, and reads a note by generating it again.
 */
final class SyntheticNoteSource implements NoteSource {

    /** The modification time every synthetic file has; only equality with the index matters. */
    static final long MODIFIED = 1_700_000_000_000L;

    private final SyntheticCorpus corpus;
    private final List<SourceFile> files;

    SyntheticNoteSource(SyntheticCorpus corpus, Collection<IndexedFile> indexed) {
        this.corpus = corpus;
        this.files = indexed.stream().map(f -> new SourceFile(f.path(), f.size(), f.modified()))
                .sorted(Comparator.comparing(SourceFile::path)).toList();
    }

    @Override
    public Listing listing() {
        return new Listing(files, List.of(), List.of());
    }

    @Override
    public NoteReading read(String path) {
        int index = SyntheticCorpus.index(path);
        if (index < 0 || index >= corpus.notes()) {
            throw new NoteUnreadableException("no synthetic note " + path);
        }
        return new NoteReading(corpus.note(index), Optional.empty());
    }

    /** The generated body, whose hash the generated note carries. */
    @Override
    public String text(String path) {
        return read(path).note().body();
    }

    @Override
    public String format() {
        return SyntheticCorpus.FORMAT;
    }
}
