package dev.mempalace.application.port.out;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/** Text after redaction, and how many secrets of each kind (never their values) were replaced in it. */
public record Redaction(String text, Map<String, Integer> kinds) {

    public Redaction {
        Objects.requireNonNull(text, "text");
        kinds = Map.copyOf(kinds);
    }

    /** Text in which nothing was found. */
    public static Redaction clean(String text) {
        return new Redaction(text, Map.of());
    }

    /** Whether any secret was replaced. */
    public boolean redacted() {
        return !kinds.isEmpty();
    }

    /** The kinds replaced, sorted by name, with their counts. */
    public Map<String, Integer> sortedKinds() {
        return new TreeMap<>(kinds);
    }
}
