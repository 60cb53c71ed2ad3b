package dev.mempalace.application.service;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.in.Similar;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.NoteWriter;
import dev.mempalace.application.port.out.Redaction;
import dev.mempalace.application.port.out.SecretRedactor;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a new note through the note writer (never replacing one), its title and body redacted of secrets first
 * (a {@link Notice.SecretsRedacted} names the kinds), then ingests, so that the note is indexed
 * under a write session before the answer, then embeds within a time budget: the next search finds it, by its
 * words at once and by its meaning once its vectors are done. Without the model the note is still written and
 * indexed for the lexical leg.
 */
public final class RememberService implements RememberNote {

    private final NoteSource source;
    private final SimilarNotes similar;
    private final NoteWriter writer;
    private final SecretRedactor redactor;
    private final IngestNotes ingest;
    private final EmbedChunks embed;
    private final Clock clock;
    private final Duration budget;

    public RememberService(NoteSource source, NoteWriter writer, SecretRedactor redactor, IngestNotes ingest,
            EmbedChunks embed, IndexStore store, Embedder embedder, Clock clock) {
        this(source, writer, redactor, ingest, embed, store, embedder, clock, EMBED_BUDGET);
    }

    /** With {@code budget}, measured on {@code clock}: how long embedding may take before the answer. */
    public RememberService(NoteSource source, NoteWriter writer, SecretRedactor redactor, IngestNotes ingest,
            EmbedChunks embed, IndexStore store, Embedder embedder, Clock clock, Duration budget) {
        this.source = source;
        this.similar = new SimilarNotes(source, store, embedder);
        this.writer = writer;
        this.redactor = redactor;
        this.ingest = ingest;
        this.embed = embed;
        this.clock = clock;
        this.budget = budget;
    }

    @Override
    public Remembered remember(NewNote note) {
        refuseBadBody(note.body());
        note.supersedes().forEach(this::refuseUnknown);
        Redaction title = redactor.redact(note.title().strip());
        Redaction body = redactor.redact(note.body());
        String path = writer.create(new NoteDraft(note.folder().orElse(""), title.text(), LocalDate.now(clock),
                note.tags(), note.client(), note.supersedes(), body.text()));
        IngestReport text = ingest.ingest(false, EmbedProgress.NONE);
        List<Notice> warnings = new ArrayList<>();
        if (title.redacted() || body.redacted()) {
            Map<String, Integer> kinds = new HashMap<>(title.kinds());
            body.kinds().forEach((kind, count) -> kinds.merge(kind, count, Integer::sum));
            warnings.add(new Notice.SecretsRedacted(kinds));
        }
        warnings.addAll(text.warnings());
        Optional<EmbedReport> embedding;
        Deadline deadline = new Deadline(clock, clock.instant().plus(budget));
        try {
            embedding = Optional.of(embed.embed(deadline));
        } catch (ModelUnavailableException e) {
            // Found by its words until an embed run can load the model: the answer says why it has no vectors.
            warnings.add(new Notice.ModelUnavailable(e.getMessage()));
            embedding = Optional.empty();
        }
        if (deadline.passed && embedding.filter(e -> e.withVector() < e.chunks()).isPresent()) {
            warnings.add(new Notice.VectorsDeferred(budget.toMillis()));
            embedding = Optional.empty();
        }
        // Checked once the note is indexed and embedded, so that its stored vectors are compared as doctor compares
        // them; writing is never held back by it.
        List<Similar> like = embedding.isPresent() ? similar.to(path) : List.of();
        return new Remembered(path, new IngestReport(text.added(), text.changed(), text.removed(), text.touched(),
                text.unchanged(), text.chunks(), text.skipped(), warnings, embedding), like);
    }

    /** A note may only supersede a note of the workspace: a typo would retire nothing, silently. */
    private void refuseUnknown(String path) {
        try {
            source.text(path);
        } catch (NotePathRefusedException | NoteUnreadableException e) {
            throw new NoteRefused(path);
        }
    }

    private static void refuseBadBody(String body) {
        if (body.isBlank()) {
            throw new NoteRefused(NoteRefused.Reason.EMPTY, body.getBytes(StandardCharsets.UTF_8).length);
        }
        long bytes = body.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_BODY_BYTES) {
            throw new NoteRefused(NoteRefused.Reason.TOO_LARGE, bytes);
        }
    }

    /** Cancels the embed run once the clock reaches the deadline, and remembers that it did. */
    private static final class Deadline implements EmbedProgress {

        private final Clock clock;
        private final Instant at;
        private boolean passed;

        Deadline(Clock clock, Instant at) {
            this.clock = clock;
            this.at = at;
        }

        @Override
        public void update(int done, int total) {
            // Only the deadline matters here: nobody watches the progress of one note.
        }

        @Override
        public boolean cancelled() {
            passed = passed || !clock.instant().isBefore(at);
            return passed;
        }
    }
}
