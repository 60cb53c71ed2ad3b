package dev.mempalace.domain.note;

import java.util.Locale;

/** Where a note came from: written as a note, or imported from an agent's session transcript. */
public enum SourceKind {
    NOTES, SESSIONS;

    /** The kind of a note that is, or is not, an imported session. */
    public static SourceKind of(boolean session) {
        return session ? SESSIONS : NOTES;
    }

    /** Lower-case name, as on the command line and in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
