package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.text.QueryTerms;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The query's terms written as FTS5: which words become terms is the domain's {@code QueryTermsTest}. */
class FtsQueryTest {

    @Test
    void quotesEveryWord() {
        assertEquals(List.of("\"max\"", "\"connections\"", "\"cafe\""), of("MAX_connections Café").terms());
        assertEquals(List.of("\"the\"", "\"who\""), of("The Who").terms());
    }

    @Test
    void keepsTheMeaningfulFlag() {
        assertTrue(of("lock the file").meaningful());
        assertFalse(of("what is the").meaningful());
    }

    @Test
    void aShortCjkPieceIsAPhraseOfItsGramsALongOneEachGram() {
        assertEquals(List.of("\"閾値\"", "\"監視\"", "\"アラ ラー ート\""), of("閾値 監視アラートの").terms());
        assertEquals(List.of("\"修改\"", "\"改告\"", "\"告警\"", "\"警阈\"", "\"阈值\""),
                of("修改告警阈值").terms());
    }

    @Test
    void syntaxIsOnlyText() {
        FtsQuery query = of("\"a* NEAR(b c) AND -d col:val ^e");
        assertEquals(List.of("\"near\"", "\"b\"", "\"c\"", "\"d\"", "\"col\"", "\"val\"", "\"e\""), query.terms());
        assertEquals("\"near\" AND \"b\" AND \"c\" AND \"d\" AND \"col\" AND \"val\" AND \"e\"", query.allTerms());
        assertEquals("\"near\" OR \"b\" OR \"c\" OR \"d\" OR \"col\" OR \"val\" OR \"e\"", query.anyTerm());
    }

    @Test
    void aCamelCaseWordMatchesWholeOrAsItsParts() {
        assertEquals(List.of("(\"sparsevhd\" OR \"sparse vhd\")"), of("sparseVhd").terms());
    }

    @Test
    void aTextWithoutWordsIsEmpty() {
        assertTrue(of("🙂 *** \"\" ()").isEmpty());
    }

    private static FtsQuery of(String text) {
        return FtsQuery.of(QueryTerms.of(text));
    }
}
