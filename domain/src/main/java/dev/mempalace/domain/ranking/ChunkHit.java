package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.Chunk;
import java.util.Objects;

/**
 * One chunk found by one leg, with that leg's raw score (higher is better), a snippet and whether its note
 * is retired (superseded, deprecated or archived).
 */
public record ChunkHit(Chunk chunk, double score, Snippet snippet, boolean retired) {

    public ChunkHit {
        Objects.requireNonNull(chunk, "chunk");
        Objects.requireNonNull(snippet, "snippet");
        if (Double.isNaN(score)) {
            throw new IllegalArgumentException("score must be a number");
        }
    }

    /** A hit whose snippet marks no match. */
    public ChunkHit(Chunk chunk, double score, String snippet, boolean retired) {
        this(chunk, score, Snippet.plain(snippet), retired);
    }
}
