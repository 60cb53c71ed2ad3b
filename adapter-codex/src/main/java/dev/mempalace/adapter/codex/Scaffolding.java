package dev.mempalace.adapter.codex;

import java.util.regex.Pattern;

/**
 * What Codex itself writes into user messages around (or instead of) the user's words: the environment context,
 * the user's and the project's standing instructions (AGENTS.md), and the note of an aborted turn. None of it is the
 * user's prompt, so none of it is kept.
 */
final class Scaffolding {

    private static final Pattern WRAPPED = Pattern.compile("<(environment_context|user_instructions|INSTRUCTIONS"
            + "|turn_aborted|user_shell_command|system-reminder)>.*?</\\1>", Pattern.DOTALL);
    private static final Pattern AGENTS_HEADING = Pattern.compile("(?m)^# AGENTS\\.md instructions for .*$");

    private Scaffolding() {
    }

    /** The user's own words in a user message: the message without the harness's scaffolding, stripped. */
    static String dropFrom(String message) {
        return AGENTS_HEADING.matcher(WRAPPED.matcher(message).replaceAll("")).replaceAll("").strip();
    }
}
