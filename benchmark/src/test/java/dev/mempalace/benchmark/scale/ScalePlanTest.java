package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.port.in.SearchMode;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScalePlanTest {

    private static final List<SearchMode> LEXICAL = List.of(SearchMode.LEXICAL);

    @Test
    void sizesRunSmallestFirstAndARepeatedModeOnce() {
        ScalePlan plan = new ScalePlan(1, List.of(500, 200), List.of(SearchMode.HYBRID, SearchMode.HYBRID), 0, 1);

        assertEquals(List.of(200, 500), plan.sizes());
        assertEquals(List.of(SearchMode.HYBRID), plan.modes());
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(), LEXICAL, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(0), LEXICAL, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(-5), LEXICAL, 0, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new ScalePlan(1, List.of(ScalePlan.MAX_SIZE + 1), LEXICAL, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(10, 10), LEXICAL, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(10), List.of(), 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(10), LEXICAL, -1, 1));
        assertThrows(IllegalArgumentException.class, () -> new ScalePlan(1, List.of(10), LEXICAL, 0, 0));
    }
}
