package dev.mempalace.adapter.markdown;

/**
 * Token estimate without a tokenizer: whitespace-separated words times 1.3, rounded up, which is close to what
 * a WordPiece model such as bge-small sees on English prose (code and identifiers run higher).
 */
final class Tokens {

    private Tokens() {
    }

    static int of(int words) {
        return (words * 13 + 9) / 10;
    }
}
