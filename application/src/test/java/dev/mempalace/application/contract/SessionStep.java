package dev.mempalace.application.contract;

/**
 * One thing that happens in an agent session, as {@link TranscriptReaderContract} asks a reader's test to write it
 * in its harness's own format.
 */
public sealed interface SessionStep {

    /** The user types {@code text}. */
    record Prompt(String text) implements SessionStep {
    }

    /** The user types {@code text}, which the harness sends wrapped in its scaffolding in the same message. */
    record ScaffoldedPrompt(String text) implements SessionStep {
    }

    /** The user types {@code text} beside a pasted image. */
    record PromptWithImage(String text) implements SessionStep {
    }

    /**
     * Messages only the harness wrote on the user's side: environment context, system reminders, command wrappers
     * and their output, meta records, developer instructions.
     */
    record Scaffolding() implements SessionStep {
    }

    /** The assistant says {@code text}. */
    record Said(String text) implements SessionStep {
    }

    /**
     * The assistant says {@code text}, which the harness writes more than once: Claude Code streams one message over
     * lines sharing its id, Codex writes an event beside the response item.
     */
    record SaidTwice(String text) implements SessionStep {
    }

    /** The assistant calls {@code tool} with an input whose {@code field} holds {@code value} (a command, a path). */
    record ToolCalled(String tool, String field, String value) implements SessionStep {
    }

    /** A tool's output, as the harness hands it back to the model. */
    record ToolOutput(String text) implements SessionStep {
    }

    /** The assistant thinks {@code text} before it answers. */
    record Thinking(String text) implements SessionStep {
    }

    /** The harness compacts the conversation so far into a summary. */
    record CompactionSummary(String text) implements SessionStep {
    }

    /** A record of a type no reader knows, with fields no reader knows. */
    record UnknownRecord() implements SessionStep {
    }

    /** A line that is not JSON. */
    record NotJson() implements SessionStep {
    }

    /** The assistant says {@code text} on the last line, which the harness is still writing: no final newline yet. */
    record StillWriting(String text) implements SessionStep {
    }
}
