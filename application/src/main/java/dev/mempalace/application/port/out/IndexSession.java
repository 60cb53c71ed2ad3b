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

    @Override
    void close();
}
