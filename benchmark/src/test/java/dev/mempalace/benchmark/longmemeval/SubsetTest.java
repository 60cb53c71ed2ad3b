package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Stratified, deterministic subsets over 10 questions of type a, 6 of b and 4 of c, interleaved. */
class SubsetTest {

    private static final List<QuestionHeader> QUESTIONS = IntStream.range(0, 20)
            .mapToObj(i -> new QuestionHeader("q" + i, i % 2 == 0 ? "a" : i % 4 == 1 ? "b" : i < 16 ? "c" : "b"))
            .toList();

    @Test
    void theFixtureHasTheIntendedTypes() {
        assertEquals(Map.of("a", 10L, "b", 6L, "c", 4L), count(QUESTIONS.stream().map(QuestionHeader::id).toList()));
    }

    @Test
    void seatsFollowEachTypesShareAndTheLargestRemainders() {
        // 5 of 20: a 2.5, b 1.5, c 1.0; a and b tie on the remainder, a wins by name.
        assertEquals(Map.of("a", 3L, "b", 1L, "c", 1L), count(new Subset(5, 7).choose(QUESTIONS)));
        assertEquals(Map.of("a", 5L, "b", 3L, "c", 2L), count(new Subset(10, 7).choose(QUESTIONS)));
    }

    @Test
    void theSameSeedGivesTheSameQuestionsAndAnotherSeedOthers() {
        List<String> first = new Subset(6, 42).choose(QUESTIONS);
        assertEquals(first, new Subset(6, 42).choose(QUESTIONS));
        assertEquals(first, new Subset(6, 42).choose(new ArrayList<>(QUESTIONS)));
        assertNotEquals(first, new Subset(6, 43).choose(QUESTIONS));
    }

    @Test
    void theChosenKeepTheGivenOrder() {
        List<String> chosen = new Subset(8, 1).choose(QUESTIONS);
        List<String> inOrder = QUESTIONS.stream().map(QuestionHeader::id).filter(chosen::contains).toList();
        assertEquals(inOrder, chosen);
    }

    @Test
    void aLimitAtOrAboveTheCountTakesEverythingAndZeroIsRefused() {
        assertEquals(20, new Subset(20, 1).choose(QUESTIONS).size());
        assertEquals(20, Subset.ALL.choose(QUESTIONS).size());
        assertThrows(IllegalArgumentException.class, () -> new Subset(0, 1));
    }

    private static Map<String, Long> count(List<String> ids) {
        Map<String, String> types = QUESTIONS.stream()
                .collect(Collectors.toMap(QuestionHeader::id, QuestionHeader::type));
        return ids.stream().collect(Collectors.groupingBy(types::get, Collectors.counting()));
    }

}
