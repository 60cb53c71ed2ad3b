package dev.mempalace.domain.ranking;

/**
 * How much a query word counts in each part of a chunk for the lexical leg's BM25, the same in every store: a
 * title counts four times the body, a heading path twice, and the split camelCase forms (the body spelled another
 * way) as the body.
 */
public final class LexicalWeights {

    public static final double TITLE = 4;
    public static final double HEADING = 2;
    public static final double BODY = 1;
    public static final double FORMS = 1;

    private LexicalWeights() {
    }
}
