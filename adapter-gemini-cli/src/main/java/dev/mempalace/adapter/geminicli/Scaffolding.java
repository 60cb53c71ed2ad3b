package dev.mempalace.adapter.geminicli;

import java.util.regex.Pattern;

/**
 * What Gemini CLI itself writes into user messages around the user's words: the session's context (its folder, its
 * files, the date), what hooks add, and the files an {@code @path} pulled in. None of it is the user's.
 */
final class Scaffolding {

    private static final Pattern WRAPPED = Pattern.compile("<(session_context|hook_context)>.*?</\\1>",
            Pattern.DOTALL);
    private static final Pattern REFERENCED = Pattern.compile(
            "--- Content from referenced files ---.*?(--- End of content ---|$)", Pattern.DOTALL);

    private Scaffolding() {
    }

    /** The user's own words in a user message: the message without the harness's scaffolding, stripped. */
    static String dropFrom(String message) {
        return REFERENCED.matcher(WRAPPED.matcher(message).replaceAll("")).replaceAll("").strip();
    }
}
