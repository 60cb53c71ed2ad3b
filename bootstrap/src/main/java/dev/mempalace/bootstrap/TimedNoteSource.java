package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.Note;
import java.util.List;

/** The workspace, timed for {@code --timings}: a search lists it (and reads changed notes) only to check drift. */
final class TimedNoteSource implements NoteSource {

    private final NoteSource source;
    private final PhaseClock timings;

    TimedNoteSource(NoteSource source, PhaseClock timings) {
        this.source = source;
        this.timings = timings;
    }

    @Override
    public List<SourceFile> list() {
        return timings.time(SearchPhases.DRIFT_CHECK, source::list);
    }

    @Override
    public Listing listing() {
        return timings.time(SearchPhases.DRIFT_CHECK, source::listing);
    }

    @Override
    public Note read(String path) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> source.read(path));
    }

    @Override
    public NoteReading readRepairing(String path) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> source.readRepairing(path));
    }

    @Override
    public String text(String path) {
        return source.text(path);
    }

    @Override
    public String create(NoteDraft draft) {
        return source.create(draft);
    }

    @Override
    public String format() {
        return source.format();
    }
}
