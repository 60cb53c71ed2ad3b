package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Maps one question object of the dataset to a {@link Question}, checking that its haystack lists line up. */
final class QuestionJson {

    private QuestionJson() {
    }

    static Question question(JsonNode node) {
        String id = node.path("question_id").asText();
        JsonNode ids = node.path("haystack_session_ids");
        JsonNode dates = node.path("haystack_dates");
        JsonNode sessions = node.path("haystack_sessions");
        if (ids.size() != sessions.size() || dates.size() != sessions.size()) {
            throw new IllegalArgumentException("question " + id + ": haystack ids, dates and sessions differ in count");
        }
        List<Session> haystack = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i++) {
            List<Turn> turns = new ArrayList<>();
            sessions.get(i).forEach(t -> turns.add(new Turn(t.path("role").asText(), t.path("content").asText())));
            haystack.add(new Session(ids.get(i).asText(), dates.get(i).asText(), turns));
        }
        return new Question(id, node.path("question_type").asText(), node.path("question").asText(),
                texts(node.path("answer_session_ids")), haystack);
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(v -> texts.add(v.asText()));
        return texts;
    }
}
