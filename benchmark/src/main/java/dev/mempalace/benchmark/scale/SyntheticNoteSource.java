package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.Note;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

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
    public List<SourceFile> list() {
        return files;
    }

    @Override
    public Note read(String path) {
        int index = SyntheticCorpus.index(path);
        if (index < 0 || index >= corpus.notes()) {
            throw new NoteUnreadableException("no synthetic note " + path);
        }
        return corpus.note(index);
    }

    @Override
    public String text(String path) {
        return read(path).body();
    }

    /** The synthetic corpus is generated, never written. */
    @Override
    public String create(NoteDraft draft) {
        throw new NoteUnreadableException("the synthetic workspace takes no new notes");
    }

    @Override
    public String format() {
        return SyntheticCorpus.FORMAT;
    }
}
