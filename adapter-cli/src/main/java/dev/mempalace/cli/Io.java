package dev.mempalace.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.Objects;

/** Where a command writes, the environment it reads, and whether a person is watching a terminal. */
public record Io(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal) {

    public Io {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        env = Map.copyOf(env);
    }

    /** An environment variable, or null when it is unset or empty. */
    public String variable(String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? null : value;
    }

    /** A warning for a person: stderr, prefixed. */
    public void warn(String message) {
        err.println("warning: " + message);
    }
}
