package dev.mempalace.adapter.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Objects;

/** Where a command writes and reads, the environment it reads, and whether a person is watching a terminal. */
public record Io(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal, InputStream in) {

    public Io {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        Objects.requireNonNull(in, "in");
        env = Map.copyOf(env);
    }

    /** The process's standard input; only {@code search --batch -} reads it. */
    public Io(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal) {
        this(out, err, env, terminal, System.in);
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
