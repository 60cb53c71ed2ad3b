package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import java.util.Map;

/** The workspace, timed for {@code --timings}: a search lists it (and reads changed notes) only to check drift. */
final class TimedNoteSource implements NoteSource {

    private final NoteSource source;
    private final PhaseClock timings;

    TimedNoteSource(NoteSource source, PhaseClock timings) {
        this.source = source;
        this.timings = timings;
    }

    @Override
    public Listing listing() {
        return timings.time(SearchPhases.DRIFT_CHECK, source::listing);
    }

    @Override
    public Listing listing(Map<String, Long> newestIndexed) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> source.listing(newestIndexed));
    }

    @Override
    public NoteReading read(String path) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> source.read(path));
    }

    @Override
    public NoteReading readUnchunked(String path) {
        return source.readUnchunked(path);
    }

    @Override
    public String body(String path) {
        return source.body(path);
    }

    /** A search reads a changed note's text only to hash it for the drift check. */
    @Override
    public String text(String path) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> source.text(path));
    }

    @Override
    public String format() {
        return source.format();
    }
}
