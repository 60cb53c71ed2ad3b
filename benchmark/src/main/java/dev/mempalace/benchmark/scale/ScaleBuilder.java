package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexUpdate.Upsert;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Builds a synthetic corpus's index through the ports: every note first, then every vector, since each note
 * update sweeps the vector table for orphans; or keeps the index a finished earlier build of the same corpus left
 * in that store.
 */
final class ScaleBuilder {

    static final int NOTES_PER_UPDATE = 500;
    static final int VECTORS_PER_PUT = 2_000;

    private ScaleBuilder() {
    }

    /** The name of a corpus's index, the same in every store: reruns find it by this name. */
    static String indexName(SyntheticCorpus corpus) {
        return "chunks-" + corpus.chunks() + "-seed-" + corpus.seed() + "-" + SyntheticCorpus.FORMAT;
    }

    /** The build's figures, or empty when a complete index of this corpus was kept from an earlier run. */
    static Optional<BuildStats> ensure(ScaleStore store, SyntheticCorpus corpus, Consumer<String> log) {
        String name = indexName(corpus);
        String label = "scale " + corpus.chunks() + " " + store.kind();
        if (store.mayHoldBuild(name) && complete(store, name, corpus)) {
            log.accept(label + ": reusing " + store.location(name));
            return Optional.empty();
        }
        store.discard(name);
        String[] hashes = new String[corpus.chunks()];
        long start = System.nanoTime();
        long textDone;
        try (IndexStore index = store.open(name); IndexSession session = index.write("scale build")) {
            writeNotes(session, corpus, hashes, new Progress(log, label + ": notes", corpus.notes()));
            textDone = System.nanoTime();
            writeVectors(session, corpus, hashes, new Progress(log, label + ": vectors", hashes.length));
        }
        long end = System.nanoTime();
        store.finished(name);
        return Optional.of(new BuildStats(corpus.notes(), corpus.chunks(), textDone - start, end - textDone));
    }

    private static void writeNotes(IndexSession index, SyntheticCorpus corpus, String[] hashes, Progress progress) {
        for (int first = 0; first < corpus.notes(); first += NOTES_PER_UPDATE) {
            List<Upsert> upserts = new ArrayList<>();
            for (int i = first; i < Math.min(corpus.notes(), first + NOTES_PER_UPDATE); i++) {
                Note note = corpus.note(i);
                long size = note.body().getBytes(StandardCharsets.UTF_8).length;
                upserts.add(new Upsert(note, size, SyntheticNoteSource.MODIFIED, SyntheticCorpus.FORMAT));
                for (Chunk chunk : note.chunks()) {
                    hashes[i * SyntheticCorpus.CHUNKS_PER_NOTE + chunk.ordinal()] = chunk.hash();
                }
            }
            index.notes().apply(new IndexUpdate(upserts, List.of(), List.of()));
            progress.done(first + upserts.size());
        }
    }

    private static void writeVectors(IndexSession index, SyntheticCorpus corpus, String[] hashes,
            Progress progress) {
        for (int first = 0; first < hashes.length; first += VECTORS_PER_PUT) {
            Map<String, float[]> batch = new LinkedHashMap<>();
            for (int chunk = first; chunk < Math.min(hashes.length, first + VECTORS_PER_PUT); chunk++) {
                batch.put(hashes[chunk], SyntheticVectors.unit(corpus.seed(), chunk));
            }
            index.vectors().put(SyntheticEmbedder.FINGERPRINT, batch);
            progress.done(first + batch.size());
        }
    }

    private static boolean complete(ScaleStore store, String name, SyntheticCorpus corpus) {
        try (IndexStore opened = store.open(name); IndexSession index = opened.read()) {
            var stats = index.notes().stats();
            return stats.notes() == corpus.notes() && stats.chunks() == corpus.chunks()
                    && index.vectors().coverage(SyntheticEmbedder.FINGERPRINT.id()).complete();
        } catch (IndexMissingException e) {
            return false;
        }
    }
}
