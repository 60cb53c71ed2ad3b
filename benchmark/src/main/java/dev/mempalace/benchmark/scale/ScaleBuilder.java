package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexUpdate.Upsert;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Builds a synthetic corpus's index through the ports: every note first, then every vector, since each note
 * update sweeps the vector table for orphans; or keeps the index a finished earlier build of the same corpus left.
 */
final class ScaleBuilder {

    static final int NOTES_PER_UPDATE = 500;
    static final int VECTORS_PER_PUT = 2_000;
    private static final List<String> SIDE_FILES = List.of("-wal", "-shm", ".built");

    private ScaleBuilder() {
    }

    static Path indexFile(Path dir, SyntheticCorpus corpus) {
        return dir.resolve("chunks-" + corpus.chunks() + "-seed-" + corpus.seed() + "-" + SyntheticCorpus.FORMAT
                + ".sqlite");
    }

    /** The build's figures, or empty when a complete index of this corpus was kept from an earlier run. */
    static Optional<BuildStats> ensure(ScaleStore store, Path file, SyntheticCorpus corpus, Consumer<String> log) {
        if (Files.exists(built(file)) && complete(store, file, corpus)) {
            log.accept("scale " + corpus.chunks() + ": reusing " + file);
            return Optional.empty();
        }
        deleteAll(file);
        String[] hashes = new String[corpus.chunks()];
        long start = System.nanoTime();
        long textDone;
        try (IndexStore index = store.open(file); IndexSession session = index.write("scale build")) {
            writeNotes(session, corpus, hashes, log);
            textDone = System.nanoTime();
            writeVectors(session, corpus, hashes, log);
        }
        long end = System.nanoTime();
        write(built(file), corpus.chunks() + " chunks\n");
        return Optional.of(new BuildStats(corpus.notes(), corpus.chunks(), textDone - start, end - textDone));
    }

    private static void writeNotes(IndexSession index, SyntheticCorpus corpus, String[] hashes,
            Consumer<String> log) {
        Progress progress = new Progress(log, "scale " + corpus.chunks() + ": notes", corpus.notes());
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
            Consumer<String> log) {
        Progress progress = new Progress(log, "scale " + corpus.chunks() + ": vectors", hashes.length);
        for (int first = 0; first < hashes.length; first += VECTORS_PER_PUT) {
            Map<String, float[]> batch = new LinkedHashMap<>();
            for (int chunk = first; chunk < Math.min(hashes.length, first + VECTORS_PER_PUT); chunk++) {
                batch.put(hashes[chunk], SyntheticVectors.unit(corpus.seed(), chunk));
            }
            index.vectors().put(SyntheticEmbedder.FINGERPRINT, batch);
            progress.done(first + batch.size());
        }
    }

    private static boolean complete(ScaleStore store, Path file, SyntheticCorpus corpus) {
        try (IndexStore opened = store.open(file); IndexSession index = opened.read()) {
            var stats = index.notes().stats();
            return stats.notes() == corpus.notes() && stats.chunks() == corpus.chunks()
                    && index.vectors().coverage(SyntheticEmbedder.FINGERPRINT.id()).complete();
        } catch (IndexMissingException e) {
            return false;
        }
    }

    /** The database file and any WAL left beside it: both are the index on disk. */
    static long bytes(Path file) {
        long bytes = 0;
        for (Path part : List.of(file, file.resolveSibling(file.getFileName() + "-wal"))) {
            try {
                bytes += Files.exists(part) ? Files.size(part) : 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return bytes;
    }

    private static Path built(Path file) {
        return file.resolveSibling(file.getFileName() + ".built");
    }

    private static void deleteAll(Path file) {
        try {
            Files.deleteIfExists(file);
            for (String side : SIDE_FILES) {
                Files.deleteIfExists(file.resolveSibling(file.getFileName() + side));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
