package dev.mempalace.application.service;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.NoteWriter;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Optional;

/**
 * Writes a new note through the note writer (never replacing one), then ingests, so that the note is indexed and
 * embedded under a write session before the answer: the next search finds it. Without the model the note is
 * still written and indexed for the lexical leg.
 */
public final class RememberService implements RememberNote {

    private final NoteWriter writer;
    private final IngestNotes ingest;
    private final EmbedChunks embed;
    private final Clock clock;

    public RememberService(NoteWriter writer, IngestNotes ingest, EmbedChunks embed, Clock clock) {
        this.writer = writer;
        this.ingest = ingest;
        this.embed = embed;
        this.clock = clock;
    }

    @Override
    public Remembered remember(NewNote note) {
        String path = writer.create(new NoteDraft(note.folder().orElse(""), note.title().strip(),
                LocalDate.now(clock), note.tags(), note.client(), note.body()));
        IngestReport text = ingest.ingest(false, EmbedProgress.NONE);
        Optional<EmbedReport> embedding;
        try {
            embedding = Optional.of(embed.embed(EmbedProgress.NONE));
        } catch (ModelUnavailableException e) {
            embedding = Optional.empty();
        }
        return new Remembered(path, new IngestReport(text.added(), text.changed(), text.removed(), text.touched(),
                text.unchanged(), text.chunks(), text.skipped(), text.warnings(), embedding));
    }
}
