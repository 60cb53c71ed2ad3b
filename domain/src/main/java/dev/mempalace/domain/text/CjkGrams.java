package dev.mempalace.domain.text;

import java.lang.Character.UnicodeScript;
import java.util.ArrayList;
import java.util.List;

/**
 * Chinese, Japanese and Korean text as a word index can match it. A word tokenizer keeps a whole run of kanji and
 * kana as one word, so {@code 閾値} could never find {@code 監視アラートの閾値を変更する手順}. A run is cut where
 * its script changes (Han, hiragana, katakana, Hangul), and each piece is indexed as its overlapping two-character
 * grams ({@code 監視}, {@code アラ ラー ート}), a one-character piece as itself.
 */
public final class CjkGrams {

    private CjkGrams() {
    }

    /** A piece of one script within a word: CJK ({@code cjk}) or any other letters and digits. */
    public record Piece(String text, boolean cjk) {

        /** A CJK piece's two-character grams, or the piece itself when it is one character or not CJK. */
        public List<String> grams() {
            int[] points = text.codePoints().toArray();
            if (!cjk || points.length < 2) {
                return List.of(text);
            }
            List<String> grams = new ArrayList<>(points.length - 1);
            for (int i = 0; i + 1 < points.length; i++) {
                grams.add(new String(points, i, 2));
            }
            return grams;
        }

        /** Whether the piece is all hiragana, which beside kanji or katakana is mostly particles and endings. */
        public boolean hiragana() {
            return cjk && text.codePoints().allMatch(cp -> UnicodeScript.of(cp) == UnicodeScript.HIRAGANA);
        }
    }

    /** Whether the word holds any Chinese, Japanese or Korean letter. */
    public static boolean any(String word) {
        return word.codePoints().anyMatch(cp -> cjk(UnicodeScript.of(cp)));
    }

    /** The word cut where its script changes: each CJK script a piece, the letters and digits between too. */
    public static List<Piece> pieces(String word) {
        List<Piece> pieces = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        UnicodeScript script = null;
        for (int cp : word.codePoints().toArray()) {
            UnicodeScript next = UnicodeScript.of(cp);
            // The katakana long vowel mark and the kanji repeat mark belong to the piece they follow.
            if (script != null && cjk(script) && (next == UnicodeScript.COMMON || next == UnicodeScript.INHERITED)
                    && Character.isLetter(cp)) {
                next = script;
            }
            UnicodeScript kind = cjk(next) ? next : UnicodeScript.UNKNOWN;
            if (kind != script && current.length() > 0) {
                pieces.add(new Piece(current.toString(), cjk(script)));
                current.setLength(0);
            }
            script = kind;
            current.appendCodePoint(cp);
        }
        if (current.length() > 0) {
            pieces.add(new Piece(current.toString(), cjk(script)));
        }
        return pieces;
    }

    /** Every piece of the word as a line of its grams, as a store indexes it beside the text. */
    public static String forms(String word) {
        StringBuilder forms = new StringBuilder();
        for (Piece piece : pieces(word)) {
            forms.append(String.join(" ", piece.grams())).append('\n');
        }
        return forms.toString();
    }

    private static boolean cjk(UnicodeScript script) {
        return script == UnicodeScript.HAN || script == UnicodeScript.HIRAGANA || script == UnicodeScript.KATAKANA
                || script == UnicodeScript.HANGUL;
    }
}
