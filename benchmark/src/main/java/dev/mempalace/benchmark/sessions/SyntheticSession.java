package dev.mempalace.benchmark.sessions;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** One generated agent session: its harness, id, working folder, branch, start time and exchanges. */
record SyntheticSession(String harness, String id, String project, String branch, Instant started,
        List<Turn> turns) {

    SyntheticSession {
        turns = List.copyOf(turns);
    }

    /** The exchanges whose prompt carries a planted secret, which the import must redact. */
    int secrets() {
        return (int) turns.stream().filter(t -> t.secret().isPresent()).count();
    }

    /**
     * One exchange as the agent ran it: the user's prompt (with a planted secret, if any), the tools it called
     * and their output, and its closing reply, at a time.
     */
    record Turn(Instant time, String prompt, Optional<String> secret, List<ToolRun> tools, String reply) {

        Turn {
            tools = List.copyOf(tools);
        }
    }

    /** A tool call: a shell command or a file read, and what the tool printed (never kept by the import). */
    record ToolRun(boolean shell, String input, String output) {
    }
}
