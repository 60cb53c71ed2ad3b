package dev.mempalace.adapter.cli.output;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Where a command writes and reads, the environment it reads, whether a person is watching a terminal, the folder
 * relative paths start from, and who hears of Ctrl-C. A command run by the warm process gets its client's.
 *
 * @param cwd the working folder; the empty path in a process of its own, so relative paths stay as typed
 */
public record Io(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal, InputStream in,
        Path cwd, Interrupts interrupts) {

    public Io {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(cwd, "cwd");
        Objects.requireNonNull(interrupts, "interrupts");
        env = Map.copyOf(env);
    }

    /** A command of this process, reading {@code in}. */
    public Io(PrintWriter out, PrintWriter err, Map<String, String> env, boolean terminal, InputStream in) {
        this(out, err, env, terminal, in, Path.of(""), Interrupts.PROCESS);
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

    /** A path as the user typed it (option, variable), taken from the working folder when relative. */
    public Path path(String typed) {
        return cwd.resolve(typed);
    }

    /** The working folder, absolute. */
    public Path folder() {
        return cwd.toAbsolutePath();
    }

    /** A warning for a person: stderr, prefixed. */
    public void warn(String message) {
        err.println("warning: " + message);
    }
}
