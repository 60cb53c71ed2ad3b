package dev.mempalace.benchmark.scale;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A seeded synthetic corpus of {@code chunks} chunks, {@value #CHUNKS_PER_NOTE} to a note (the last note takes
 * the rest): each chunk a heading and 150 to 250 Zipf-drawn words in sentences, so posting lists look like text.
 */
public record SyntheticCorpus(long seed, int chunks) {

    static final int CHUNKS_PER_NOTE = 5;
    static final int MIN_WORDS = 150;
    static final int MAX_WORDS = 250;
    static final int SENTENCE_WORDS = 12;
    /** Names the generator; bump it when the text changes, so that kept indexes of the old text are rebuilt. */
    public static final String FORMAT = "synthetic-v1";

    private static final Vocabulary VOCABULARY = Vocabulary.standard();

    public SyntheticCorpus {
        if (chunks < 1) {
            throw new IllegalArgumentException("a corpus needs at least one chunk: " + chunks);
        }
    }

    public int notes() {
        return (chunks + CHUNKS_PER_NOTE - 1) / CHUNKS_PER_NOTE;
    }

    static String path(int note) {
        return String.format(Locale.ROOT, "notes/%04d/note-%07d.md", note / 1000, note);
    }

    /** The note's index from its path, or -1 when the path is not one of this generator's. */
    static int index(String path) {
        if (!path.matches("notes/\\d{4}/note-\\d{7}\\.md")) {
            return -1;
        }
        return Integer.parseInt(path.substring(path.length() - 10, path.length() - 3));
    }

    /** The note of this index, the same for the same seed every time. */
    public Note note(int index) {
        if (index < 0 || index >= notes()) {
            throw new IllegalArgumentException("no note " + index + " in a corpus of " + notes() + " notes");
        }
        SplittableRandom random = SyntheticVectors.random(seed, -1L - index);
        String path = path(index);
        String title = words(random, 3);
        StringBuilder body = new StringBuilder("# ").append(title).append("\n\n");
        int line = 3;
        List<Chunk> parts = new ArrayList<>();
        int count = Math.min(CHUNKS_PER_NOTE, chunks - index * CHUNKS_PER_NOTE);
        for (int ordinal = 0; ordinal < count; ordinal++) {
            String heading = words(random, 2);
            int words = MIN_WORDS + random.nextInt(MAX_WORDS - MIN_WORDS + 1);
            String text = "## " + heading + "\n" + sentences(random, words);
            int end = line + (int) text.lines().count() - 1;
            parts.add(Chunk.of(path, ordinal, title, title + " > " + heading, line, end, text));
            body.append(text).append("\n\n");
            line = end + 2;
        }
        String text = body.toString();
        return new Note(path, title, Map.of(), text, ContentHash.of(text), parts);
    }

    /** Sentences of about a dozen words, one a line, as prose in a note is. */
    private static String sentences(SplittableRandom random, int words) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < words; i++) {
            String word = Vocabulary.word(VOCABULARY.sample(random));
            boolean first = i % SENTENCE_WORDS == 0;
            text.append(first ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
            boolean last = i % SENTENCE_WORDS == SENTENCE_WORDS - 1 || i == words - 1;
            text.append(last ? ".\n" : " ");
        }
        return text.toString().strip();
    }

    private static String words(SplittableRandom random, int count) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            words.add(Vocabulary.word(VOCABULARY.sample(random)));
        }
        return String.join(" ", words);
    }
}
