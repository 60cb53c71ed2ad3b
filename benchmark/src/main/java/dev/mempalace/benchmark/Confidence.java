package dev.mempalace.benchmark;

/**
 * The relevance signal on a set of golden queries: how many answerable queries the search flagged as not
 * confident (should be few) and how many unanswerable ones (should be most).
 */
public record Confidence(int answerable, int answerableFlagged, int unanswerable, int unanswerableFlagged) {

    public Confidence {
        if (answerableFlagged < 0 || answerableFlagged > answerable || unanswerableFlagged < 0
                || unanswerableFlagged > unanswerable) {
            throw new IllegalArgumentException("bad counts: " + answerableFlagged + "/" + answerable + ", "
                    + unanswerableFlagged + "/" + unanswerable);
        }
    }

    /** The share of answerable queries flagged as not confident, 0 when there are none. */
    public double answerableRate() {
        return answerable == 0 ? 0 : (double) answerableFlagged / answerable;
    }

    /** The share of unanswerable queries flagged as not confident, 0 when there are none. */
    public double unanswerableRate() {
        return unanswerable == 0 ? 0 : (double) unanswerableFlagged / unanswerable;
    }
}
