package dev.mempalace.application.port.in;

import java.util.Locale;

/** How a hit matched the query: every query word, some of them, or by meaning alone (the vector leg). */
public enum Match {
    ALL_WORDS, SOME_WORDS, MEANING;

    /** Lower-case name with dashes, as in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
