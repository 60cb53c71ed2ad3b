package dev.mempalace.domain.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SplitFormsTest {

    @Test
    void camelCaseWordsAreSplitOneWordToALine() {
        assertEquals("sparse vhd\nxml http request\n", SplitForms.of("a sparseVhd", "XMLHttpRequest b"));
        assertEquals("", SplitForms.of("plain words, snake_case and kebab-case"));
    }

    @Test
    void identifierPartsFollowTheCaseBreaks() {
        assertEquals(List.of("http", "server"), Identifiers.parts("HTTPServer"));
        assertEquals(List.of("sparse", "vhd"), Identifiers.parts("sparseVhd"));
        assertEquals(List.of("plain"), Identifiers.parts("Plain"));
    }

    @Test
    void cjkWordsAreTheGramsOfEachScriptPiece() {
        assertEquals("監視\nアラ ラー ート\nの\n閾値\nを\n変更\nする\n手順\n",
                SplitForms.of("監視アラートの閾値を変更する手順"));
        assertEquals("FTS5\nの\n設定\n", SplitForms.of("FTS5の設定"));
    }

    @Test
    void aLongVowelMarkStaysInItsKatakanaPiece() {
        assertEquals(List.of(new CjkGrams.Piece("サーバー", true), new CjkGrams.Piece("の", true)),
                CjkGrams.pieces("サーバーの"));
        assertEquals(List.of("サー", "ーバ", "バー"), new CjkGrams.Piece("サーバー", true).grams());
        assertEquals(List.of("abc"), new CjkGrams.Piece("abc", false).grams());
    }
}
