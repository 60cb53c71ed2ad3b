package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ScaleQueriesTest {

    @Test
    void twentyDistinctQueriesOfTwoOrThreeMidFrequencyWords() {
        List<String> queries = ScaleQueries.of(42);
        Set<String> middle = IntStream.range(ScaleQueries.FIRST_RANK, ScaleQueries.LAST_RANK)
                .mapToObj(Vocabulary::word).collect(Collectors.toSet());

        assertEquals(ScaleQueries.COUNT, new HashSet<>(queries).size());
        for (String query : queries) {
            String[] words = query.split(" ");
            assertTrue(words.length == 2 || words.length == 3, query);
            assertTrue(Arrays.stream(words).allMatch(middle::contains), query);
        }
        assertEquals(queries, ScaleQueries.of(42));
        assertNotEquals(queries, ScaleQueries.of(43));
    }
}
