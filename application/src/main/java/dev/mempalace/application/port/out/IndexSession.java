package dev.mempalace.application.port.out;

/**
 * The index ports over one session of an {@link IndexStore}. In a read session the writing methods ({@link
 * NoteIndex#apply}, {@link VectorIndex#put}) throw {@link IllegalStateException}; closing a write session lets
 * the next writer in.
 */
public interface IndexSession extends AutoCloseable {

    NoteIndex notes();

    LexicalIndex lexical();

    VectorIndex vectors();

    /**
     * Whether its lexical and its vector index may be searched at the same time, from two threads, as a hybrid
     * search's two legs are when this says so; by default they are not. An index whose search is a round trip to a
     * server (SolrCloud) says so, and a hybrid search then waits for the slower leg instead of for both.
     */
    default boolean concurrentLegs() {
        return false;
    }

    @Override
    void close();
}
