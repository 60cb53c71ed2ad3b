package dev.mempalace.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A session as an agent ran it, before any harness's format: its id, folder, branch, start, what was said and which
 * tools ran, and whether its transcript carries the bookkeeping a live session writes between turns (file snapshots,
 * environment and turn context, reasoning, the events that repeat each message). A {@link TranscriptWriter} writes it.
 */
public record ScriptedSession(String id, String cwd, Optional<String> branch, Instant start, boolean busy,
        List<Step> steps) {

    public ScriptedSession {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(cwd, "cwd");
        Objects.requireNonNull(branch, "branch");
        Objects.requireNonNull(start, "start");
        steps = List.copyOf(steps);
    }

    /** One step of the session, at a time. */
    public sealed interface Step {

        Instant time();
    }

    /** The user ({@code user}) or the agent said {@code text}. */
    public record Said(Instant time, boolean user, String text) implements Step {
    }

    /**
     * The agent ran a tool, call {@code call} of the session: a shell command or a file read ({@code input}), which
     * printed {@code output} two seconds later.
     */
    public record Ran(Instant time, String call, boolean shell, String input, String output) implements Step {
    }
}
