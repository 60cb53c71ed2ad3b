package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    void onlyCommonWordsMatchButSayTheyMeanLittle() {
        assertTrue(FtsQuery.of("lock the file").meaningful());
        assertFalse(FtsQuery.of("what is the").meaningful());
    }

    @Test
    void cjkWordsBecomeTheirGramsAndHiraganaBesideKanjiIsLeftOut() {
        assertEquals(List.of("\"閾値\"", "\"監視\"", "\"アラ ラー ート\""), FtsQuery.of("閾値 監視アラートの").terms());
        assertEquals(List.of("\"いっ っぱ ぱい\""), FtsQuery.of("いっぱい").terms());
        assertEquals(List.of("\"429\"", "\"レー ート\"", "\"制限\""), FtsQuery.of("429 レート制限").terms());
        assertEquals(List.of("\"修改\"", "\"改告\"", "\"告警\"", "\"警阈\"", "\"阈值\""),
                FtsQuery.of("修改告警阈值").terms());
        assertEquals(List.of("\"배포\""), FtsQuery.of("배포").terms(), "Hangul is not decomposed into jamo");
        assertEquals(List.of("\"ssh\"", "\"鍵\""), FtsQuery.of("SSH鍵の").terms());
    }

    @Test
    void theHiddenColumnHoldsTheGramsOfEachScriptPiece() {
        assertEquals("監視\nアラ ラー ート\nの\n閾値\nを\n変更\nする\n手順\n",
                Identifiers.splitForms("監視アラートの閾値を変更する手順"));
        assertEquals("FTS5\nの\n設定\n", Identifiers.splitForms("FTS5の設定"));
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
