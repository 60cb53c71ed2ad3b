package dev.mempalace.domain.note;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code [[wiki-links]]} between notes: a link names a note by its file name without {@code .md}. */
public final class WikiLinks {

    private static final Pattern LINK = Pattern.compile("\\[\\[([^\\[\\]|#\\n]+)(?:[#|][^\\[\\]\\n]*)?]]");

    private WikiLinks() {
    }

    /** The names a text links to, normalised with {@link #name(String)}. */
    public static Set<String> in(String text) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = LINK.matcher(text);
        // The matcher is tried only where a link can start, at a "[[": find() tries it at every character, which
        // in a new process (the interpreter, then C1) cost a cold hybrid search milliseconds over its pools' text.
        for (int at = text.indexOf("[["); at >= 0; ) {
            if (m.region(at, text.length()).lookingAt()) {
                names.add(name(m.group(1)));
                at = text.indexOf("[[", m.end());
            } else {
                at = text.indexOf("[[", at + 1);
            }
        }
        return names;
    }

    /** The link name of a note path or link target: last path segment, no {@code .md}, lowercase. */
    public static String name(String pathOrTarget) {
        String last = pathOrTarget.trim();
        last = last.substring(last.lastIndexOf('/') + 1);
        if (last.toLowerCase(Locale.ROOT).endsWith(".md")) {
            last = last.substring(0, last.length() - 3);
        }
        return last.toLowerCase(Locale.ROOT);
    }
}
