package dev.mempalace.application.port.in;

import java.util.Locale;

/** Which legs a search runs. */
public enum SearchMode {
    LEXICAL, VECTOR, HYBRID;

    /** Lowercase name as used in JSON and on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
