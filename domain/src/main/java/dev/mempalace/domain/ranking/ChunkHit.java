package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.Objects;
import java.util.Optional;

/**
 * One chunk found by one leg, with that leg's raw score (higher is better), a snippet, whether its note
 * is retired (superseded, deprecated or archived) and, when its note is an imported session, where that came from.
 */
public record ChunkHit(Chunk chunk, double score, Snippet snippet, boolean retired, Optional<SessionOrigin> session) {

    public ChunkHit {
        Objects.requireNonNull(chunk, "chunk");
        Objects.requireNonNull(snippet, "snippet");
        Objects.requireNonNull(session, "session");
        if (Double.isNaN(score)) {
            throw new IllegalArgumentException("score must be a number");
        }
    }

    /** A hit in a note that is no imported session. */
    public ChunkHit(Chunk chunk, double score, Snippet snippet, boolean retired) {
        this(chunk, score, snippet, retired, Optional.empty());
    }

    /** A hit whose snippet marks no match, in a note that is no imported session. */
    public ChunkHit(Chunk chunk, double score, String snippet, boolean retired) {
        this(chunk, score, Snippet.plain(snippet), retired);
    }
}
