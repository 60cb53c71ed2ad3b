package dev.mempalace.domain.note;

import java.text.Normalizer;
import java.util.Locale;

/** File names for new notes, made from their titles. */
public final class NoteNames {

    /** Long enough to tell notes apart, short enough for every file system. */
    static final int MAX_STEM = 60;

    private NoteNames() {
    }

    /**
     * The title as a file name stem: letters and digits of any script kept (lower-cased), every other run of
     * characters one hyphen, at most {@value #MAX_STEM} characters; "note" when nothing is left.
     */
    public static String stem(String title) {
        String text = Normalizer.normalize(title, Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
        StringBuilder stem = new StringBuilder();
        boolean gap = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isLetterOrDigit(c)) {
                boolean hyphen = gap && stem.length() > 0;
                if (stem.length() + (hyphen ? 1 : 0) + Character.charCount(c) > MAX_STEM) {
                    break;
                }
                if (hyphen) {
                    stem.append('-');
                }
                stem.appendCodePoint(c);
                gap = false;
            } else {
                gap = true;
            }
        }
        return stem.length() == 0 ? "note" : stem.toString();
    }

    /** The {@code n}-th candidate path for a stem in a folder: {@code stem.md}, then {@code stem-2.md}, ... */
    public static String candidate(String folder, String stem, int n) {
        String name = n == 1 ? stem + ".md" : stem + "-" + n + ".md";
        return folder.isEmpty() ? name : folder + "/" + name;
    }
}
