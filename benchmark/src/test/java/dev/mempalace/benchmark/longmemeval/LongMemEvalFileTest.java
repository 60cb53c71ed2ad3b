package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Streaming the dataset: headers without haystacks, then only the questions asked for. */
class LongMemEvalFileTest {

    @Test
    void headersListEveryQuestionInFileOrder(@TempDir Path tmp) throws Exception {
        Path file = TinyLongMemEval.write(tmp.resolve("tiny.json.gz"));

        assertEquals(List.of(new QuestionHeader("q1", "single-session-user"),
                new QuestionHeader("q3_abs", "single-session-user"), new QuestionHeader("q2", "multi-session")),
                LongMemEvalFile.headers(file));
    }

    @Test
    void onlyTheChosenQuestionsAreParsedWithTheirHaystacks(@TempDir Path tmp) throws Exception {
        Path file = TinyLongMemEval.write(tmp.resolve("tiny.json.gz"));
        List<Question> read = new ArrayList<>();

        LongMemEvalFile.forEach(file, Set.of("q1"), read::add);

        assertEquals(1, read.size());
        Question q1 = read.get(0);
        assertEquals("Where is my blue kayak from?", q1.question());
        assertEquals(List.of("answer_s2"), q1.answerSessionIds());
        assertEquals(List.of("s1", "answer_s2", "s3"), q1.sessions().stream().map(Session::id).toList());
        Session answer = q1.sessions().get(1);
        assertEquals("2023/05/21 (Sun) 09:05", answer.date());
        assertEquals(List.of(new Turn("user", "I bought my blue kayak at Harbor Outfitters."),
                new Turn("assistant", "Paddling is great exercise.")), answer.turns());
    }
}
