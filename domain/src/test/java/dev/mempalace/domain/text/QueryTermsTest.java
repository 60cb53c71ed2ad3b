package dev.mempalace.domain.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class QueryTermsTest {

    /** Each of the words a term of one phrase of one word. */
    private static List<Term> words(String... words) {
        return Arrays.stream(words).map(w -> Term.of(Phrase.of(w))).toList();
    }

    @Test
    void splitsAndFoldsEveryWord() {
        assertEquals(words("max", "connections", "cafe"), QueryTerms.of("MAX_connections Café").terms());
    }

    @Test
    void dropsStopWordsUnlessNothingIsLeft() {
        assertEquals(words("lock", "file"), QueryTerms.of("how to lock a file").terms());
        assertEquals(words("lock", "files"), QueryTerms.of("Where ARE the lock files").terms());
        assertEquals(words("the", "who"), QueryTerms.of("The Who").terms());
    }

    @Test
    void onlyCommonWordsMatchButSayTheyMeanLittle() {
        assertTrue(QueryTerms.of("lock the file").meaningful());
        assertFalse(QueryTerms.of("what is the").meaningful());
        assertFalse(QueryTerms.of("🙂 *** \"\" ()").meaningful());
        assertTrue(QueryTerms.of("🙂 *** \"\" ()").isEmpty());
    }

    @Test
    void aCamelCaseWordIsFoundWholeOrAsItsParts() {
        assertEquals(List.of(new Term(List.of(Phrase.of("sparsevhd"), Phrase.of("sparse", "vhd")))),
                QueryTerms.of("sparseVhd").terms());
    }

    @Test
    void cjkWordsBecomeTheirGramsAndHiraganaBesideKanjiIsLeftOut() {
        assertEquals(List.of(Term.of(Phrase.of("閾値")), Term.of(Phrase.of("監視")),
                Term.of(Phrase.of("アラ", "ラー", "ート"))), QueryTerms.of("閾値 監視アラートの").terms());
        assertEquals(List.of(Term.of(Phrase.of("いっ", "っぱ", "ぱい"))), QueryTerms.of("いっぱい").terms());
        assertEquals(List.of(Term.of(Phrase.of("429")), Term.of(Phrase.of("レー", "ート")), Term.of(Phrase.of("制限"))),
                QueryTerms.of("429 レート制限").terms());
        assertEquals(words("修改", "改告", "告警", "警阈", "阈值"), QueryTerms.of("修改告警阈值").terms(),
                "a piece longer than PHRASE_CHARS is looked for by each of its grams");
        assertEquals(words("배포"), QueryTerms.of("배포").terms(), "Hangul is not decomposed into jamo");
        assertEquals(words("ssh", "鍵"), QueryTerms.of("SSH鍵の").terms());
    }

    @Test
    void syntaxIsOnlyText() {
        assertEquals(words("near", "b", "c", "d", "col", "val", "e"),
                QueryTerms.of("\"a* NEAR(b c) AND -d col:val ^e").terms());
    }

    @Test
    void repeatsCountOnceAndLongTextIsBounded() {
        assertEquals(words("lock"), QueryTerms.of("lock LOCK lock").terms());
        String manyWords = String.join(" ", IntStream.range(0, 500).mapToObj(i -> "w" + i).toList());
        List<Term> terms = QueryTerms.of(manyWords).terms();
        assertEquals(QueryTerms.MAX_TERMS, terms.size());
        assertEquals(Term.of(Phrase.of("w0")), terms.get(0), "the first terms are kept");
    }

    @Test
    void termsAndPhrasesAreNeverEmpty() {
        assertThrows(IllegalArgumentException.class, () -> new Term(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Phrase(List.of()));
    }
}
