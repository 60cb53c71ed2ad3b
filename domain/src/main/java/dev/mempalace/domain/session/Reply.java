package dev.mempalace.domain.session;

import java.util.Objects;

/** What the agent did in answer to a prompt, as kept: text it said, or a tool it called. */
public sealed interface Reply permits Reply.Said, Reply.ToolCall {

    /** Text the assistant wrote (never its thinking). */
    record Said(String text) implements Reply {

        public Said {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A tool the assistant called: the tool's name and, whole, the input that tells what the call did (the command,
     * the file path); never the tool's output. The input is kept whole so that it is redacted before it is cut.
     */
    record ToolCall(String tool, String input) implements Reply {

        /** The most characters a summary keeps, so that a long command or a patch does not crowd the text out. */
        public static final int SUMMARY_LIMIT = 200;

        public ToolCall {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(input, "input");
        }

        /**
         * The input on one line (every run of white space one space), cut to {@link #SUMMARY_LIMIT} characters and
         * ending in an ellipsis when cut: only ever taken of an input already redacted.
         */
        public String summary() {
            String line = input.strip().replaceAll("\\s+", " ");
            if (line.length() <= SUMMARY_LIMIT) {
                return line;
            }
            int end = SUMMARY_LIMIT - 1;
            if (Character.isHighSurrogate(line.charAt(end - 1))) {
                end--;
            }
            return line.substring(0, end) + "…";
        }
    }
}
