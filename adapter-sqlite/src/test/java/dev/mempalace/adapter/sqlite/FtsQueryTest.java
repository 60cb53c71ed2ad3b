package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class FtsQueryTest {

    @Test
    void splitsFoldsAndQuotesEveryWord() {
        assertEquals(List.of("\"max\"", "\"connections\"", "\"cafe\""), FtsQuery.of("MAX_connections Café").terms());
    }

    @Test
    void dropsStopWordsUnlessNothingIsLeft() {
        assertEquals(List.of("\"lock\"", "\"file\""), FtsQuery.of("how to lock a file").terms());
        assertEquals(List.of("\"the\"", "\"who\""), FtsQuery.of("The Who").terms());
    }

    @Test
    void syntaxIsOnlyText() {
        FtsQuery query = FtsQuery.of("\"a* NEAR(b c) AND -d col:val ^e");
        assertEquals(List.of("\"near\"", "\"b\"", "\"c\"", "\"d\"", "\"col\"", "\"val\"", "\"e\""), query.terms());
        assertEquals("\"near\" AND \"b\" AND \"c\" AND \"d\" AND \"col\" AND \"val\" AND \"e\"", query.allTerms());
        assertEquals("\"near\" OR \"b\" OR \"c\" OR \"d\" OR \"col\" OR \"val\" OR \"e\"", query.anyTerm());
    }

    @Test
    void aCamelCaseWordMatchesWholeOrAsItsParts() {
        assertEquals(List.of("(\"sparsevhd\" OR \"sparse vhd\")"), FtsQuery.of("sparseVhd").terms());
        assertEquals(List.of("http", "server"), Identifiers.parts("HTTPServer"));
        assertEquals("sparse vhd\nxml http request\n", Identifiers.splitForms("a sparseVhd", "XMLHttpRequest b"));
    }

    @Test
    void repeatsCountOnceAndLongTextIsBounded() {
        assertEquals(List.of("\"lock\""), FtsQuery.of("lock LOCK lock").terms());
        String manyWords = String.join(" ", IntStream.range(0, 500).mapToObj(i -> "w" + i).toList());
        assertEquals(FtsQuery.MAX_TERMS, FtsQuery.of(manyWords).terms().size());
        assertTrue(FtsQuery.of("🙂 *** \"\" ()").isEmpty());
    }
}
