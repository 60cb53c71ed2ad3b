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
     * A tool the assistant called: the tool's name and a short summary of its input (the command, the file path);
     * never the tool's output.
     */
    record ToolCall(String tool, String summary) implements Reply {

        /** The most characters a summary keeps, so that a long command or a patch does not crowd the text out. */
        public static final int SUMMARY_LIMIT = 200;

        public ToolCall {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(summary, "summary");
        }

        /**
         * A call whose summary is {@code input} on one line (every run of white space one space) and cut to
         * {@link #SUMMARY_LIMIT} characters, ending in an ellipsis when cut.
         */
        public static ToolCall summarising(String tool, String input) {
            String line = input.strip().replaceAll("\\s+", " ");
            if (line.length() > SUMMARY_LIMIT) {
                int end = SUMMARY_LIMIT - 1;
                if (Character.isHighSurrogate(line.charAt(end - 1))) {
                    end--;
                }
                line = line.substring(0, end) + "…";
            }
            return new ToolCall(tool, line);
        }
    }
}
