package dev.mempalace.application.service;

import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.out.Retrievals;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/** A note read that counts as its retrieval ({@link Retrievals}), once the lines are read. */
public final class CountedRead implements ReadNote {

    private final ReadNote read;
    private final Retrievals retrievals;
    private final Clock clock;

    public CountedRead(ReadNote read, Retrievals retrievals, Clock clock) {
        this.read = read;
        this.retrievals = retrievals;
        this.clock = clock;
    }

    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        NoteLines note = read.read(path, lines);
        retrievals.record(List.of(note.path()), LocalDate.now(clock));
        return note;
    }
}
