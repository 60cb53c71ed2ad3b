package dev.mempalace.benchmark.longmemeval;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPOutputStream;

/**
 * Three LongMemEval-shaped questions. q1's words all occur in answer_s2 only; q2's words all occur in answer_m1
 * only, while its other answer session answer_m2 shares none; q3_abs is an abstention. s4 occurs twice in q2's
 * haystack with the same date, as a few real questions do.
 */
final class TinyLongMemEval {

    static final String JSON = """
            [
             {"question_id": "q1", "question_type": "single-session-user",
              "question": "Where is my blue kayak from?", "question_date": "2023/05/30 (Tue) 10:18",
              "answer": "Harbor Outfitters", "answer_session_ids": ["answer_s2"],
              "haystack_dates": ["2023/05/20 (Sat) 07:47", "2023/05/21 (Sun) 09:05", "2023/05/22 (Mon) 18:30"],
              "haystack_session_ids": ["s1", "answer_s2", "s3"],
              "haystack_sessions": [
               [{"role": "user", "content": "Any tips for baking sourdough bread?"},
                {"role": "assistant", "content": "Keep the starter warm."}],
               [{"role": "user", "content": "I bought my blue kayak at Harbor Outfitters.", "has_answer": true},
                {"role": "assistant", "content": "Paddling is great exercise."}],
               [{"role": "user", "content": "Tomatoes need full sun."},
                {"role": "assistant", "content": "Water them in the morning."}]]},
             {"question_id": "q3_abs", "question_type": "single-session-user",
              "question": "What colour is my canoe?", "answer": "unknown", "answer_session_ids": ["answer_x"],
              "haystack_dates": ["2023/05/20 (Sat) 07:47"], "haystack_session_ids": ["answer_x"],
              "haystack_sessions": [[{"role": "user", "content": "My canoe is red."}]]},
             {"question_id": "q2", "question_type": "multi-session",
              "question": "How many marathons did I run?", "answer": "two",
              "answer_session_ids": ["answer_m1", "answer_m2"],
              "haystack_dates": ["2023/04/02 (Sun) 08:00", "2023/05/22 (Mon) 10:00", "2023/05/22 (Mon) 10:00",
                                 "2023/06/01 (Thu) 12:15"],
              "haystack_session_ids": ["answer_m1", "s4", "s4", "answer_m2"],
              "haystack_sessions": [
               [{"role": "user", "content": "Many people ask how I did run the Boston marathons in April."}],
               [{"role": "user", "content": "I like cooking pasta."}],
               [{"role": "user", "content": "I like cooking pasta."}],
               [{"role": "user", "content": "Just finished the Chicago race!"}]]}
            ]
            """;

    private TinyLongMemEval() {
    }

    static Path write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(JSON.getBytes(StandardCharsets.UTF_8));
        }
        return file;
    }

    /** One question of the set, read back from a file written under {@code tmp}. */
    static Question question(Path tmp, String id) throws IOException {
        Path file = write(tmp.resolve("data/tiny.json.gz"));
        List<Question> read = new ArrayList<>();
        LongMemEvalFile.forEach(file, Set.of(id), read::add);
        return read.get(0);
    }
}
