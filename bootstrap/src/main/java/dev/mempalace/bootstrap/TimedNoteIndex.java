package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.IndexedFolder;
import dev.mempalace.application.port.out.NoteIndex;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The index's file list, timed for {@code --timings}: a search reads it only to compare it with the workspace. */
final class TimedNoteIndex implements NoteIndex {

    private final NoteIndex index;
    private final PhaseClock timings;

    TimedNoteIndex(NoteIndex index, PhaseClock timings) {
        this.index = index;
        this.timings = timings;
    }

    @Override
    public Map<String, IndexedFile> files() {
        return timings.time(SearchPhases.DRIFT_CHECK, index::files);
    }

    @Override
    public Map<String, IndexedFolder> folders(String format) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> index.folders(format));
    }

    @Override
    public Map<String, IndexedFile> filesIn(Set<String> folders) {
        return timings.time(SearchPhases.DRIFT_CHECK, () -> index.filesIn(folders));
    }

    @Override
    public Map<String, List<String>> supersessions() {
        return index.supersessions();
    }

    @Override
    public void apply(IndexUpdate update) {
        index.apply(update);
    }

    @Override
    public IndexStats stats() {
        return index.stats();
    }
}
