package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Similar;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.text.Likeness;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The current notes a note nearly duplicates, by the doctor's rule, from the vectors the index holds (nothing is
 * embedded here): the note's own must be stored already. Only notes near in meaning are read for their wording.
 */
final class SimilarNotes {

    private final NoteSource source;
    private final IndexStore store;
    private final Embedder embedder;

    SimilarNotes(NoteSource source, IndexStore store, Embedder embedder) {
        this.source = source;
        this.store = store;
        this.embedder = embedder;
    }

    /** The notes {@code path} nearly duplicates, nearest first; none when it has no vectors or there is no model. */
    List<Similar> to(String path) {
        Map<String, List<float[]>> vectors;
        try (IndexSession index = store.read()) {
            vectors = index.vectors().byNote(Fingerprint.of(embedder.identity(), source.format()).id());
        } catch (ModelUnavailableException e) {
            return List.of();
        }
        Optional<Note> note = read(path);
        if (!vectors.containsKey(path) || note.isEmpty()) {
            return List.of();
        }
        NearDuplicates.Candidate self = candidate(note.get(), vectors.get(path));
        List<NearDuplicates.Candidate> others = new ArrayList<>();
        vectors.forEach((other, otherVectors) -> {
            double cosine = Likeness.cosine(self.vector(),
                    Likeness.mean(otherVectors));
            if (!other.equals(path) && cosine >= Likeness.COSINE) {
                read(other).filter(n -> !n.retired() && !n.isSession())
                        .ifPresent(n -> others.add(candidate(n, otherVectors)));
            }
        });
        return NearDuplicates.like(self, others).stream().map(pair -> new Similar(pair.second().path(),
                read(pair.second().path()).map(Note::title).orElse(""), Math.round(pair.cosine() * 1000) / 1000.0))
                .toList();
    }

    private static NearDuplicates.Candidate candidate(Note note, List<float[]> vectors) {
        return NearDuplicates.Candidate.of(note.path(), vectors, note.title() + "\n" + note.body());
    }

    private Optional<Note> read(String path) {
        try {
            return Optional.of(source.readUnchunked(path).note());
        } catch (NoteUnreadableException | NotePathRefusedException e) {
            return Optional.empty();
        }
    }
}
