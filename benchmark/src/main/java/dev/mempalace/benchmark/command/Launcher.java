package dev.mempalace.benchmark.command;

import java.util.List;
import java.util.Objects;

/**
 * How to start a fresh MemPalace process: the command before its options, how a report names it, the environment
 * variable through which the child learns when its parent spawned it, and the java binary it runs (the floor that
 * {@code bench --cold --peers} times with {@code java -version}).
 */
public record Launcher(List<String> command, String description, String startVariable, String java) {

    public Launcher {
        command = List.copyOf(command);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(startVariable, "startVariable");
        Objects.requireNonNull(java, "java");
    }
}
