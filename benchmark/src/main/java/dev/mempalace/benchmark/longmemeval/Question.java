package dev.mempalace.benchmark.longmemeval;

import java.util.List;
import java.util.Objects;

/** One LongMemEval question: its id and type, the text asked, the sessions that answer it, and its haystack. */
public record Question(String id, String type, String question, List<String> answerSessionIds,
        List<Session> sessions) {

    public Question {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a question needs a question_id");
        }
        Objects.requireNonNull(type, "type");
        if (question == null || question.isBlank()) {
            throw new IllegalArgumentException("question " + id + " has no text");
        }
        answerSessionIds = List.copyOf(answerSessionIds);
        sessions = List.copyOf(sessions);
    }

    /** Abstention questions have no answer in the haystack and are left out of retrieval scoring. */
    public static boolean abstention(String questionId) {
        return questionId.endsWith("_abs");
    }
}
