package dev.mempalace.acceptance.cli;

import java.util.List;

/** One finished run of the launcher: the words it was given, its exit code, stdout, and stderr's lines. */
public record CommandRun(List<String> arguments, int exitCode, String stdout, List<String> stderr) {

    public CommandRun {
        arguments = List.copyOf(arguments);
        stderr = List.copyOf(stderr);
    }

    /** Everything a failure message needs to be diagnosed without rerunning. */
    String describe() {
        return "mempalace " + String.join(" ", arguments) + " -> exit " + exitCode + "\nstderr: "
                + String.join("\n        ", stderr) + "\nstdout: " + stdout;
    }
}
