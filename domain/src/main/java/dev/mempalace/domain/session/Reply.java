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

        public ToolCall {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(summary, "summary");
        }
    }
}
