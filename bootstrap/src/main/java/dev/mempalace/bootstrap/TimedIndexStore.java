package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.VectorIndex;

/**
 * The index store, timed for {@code --timings}: opening a read session (the first one opens the file) is the
 * index-open phase, and its ports time the drift check, the lexical leg and the vector scan.
 */
final class TimedIndexStore extends ForwardingIndexStore {

    private final PhaseClock timings;

    TimedIndexStore(IndexStore store, PhaseClock timings) {
        super(store);
        this.timings = timings;
    }

    @Override
    public IndexSession read() {
        IndexSession session = timings.time(SearchPhases.INDEX_OPEN, store()::read);
        NoteIndex notes = new TimedNoteIndex(session.notes(), timings);
        LexicalIndex lexical = (query, limit, filter) -> timings.time(SearchPhases.LEXICAL,
                () -> session.lexical().search(query, limit, filter));
        VectorIndex vectors = new TimedVectorIndex(session.vectors(), timings);
        return new IndexSession() {
            @Override
            public NoteIndex notes() {
                return notes;
            }

            @Override
            public LexicalIndex lexical() {
                return lexical;
            }

            @Override
            public VectorIndex vectors() {
                return vectors;
            }

            @Override
            public void close() {
                session.close();
            }
        };
    }

}
