package dev.mempalace.benchmark;

import java.nio.file.Path;

/**
 * Writes a session as an agent's harness writes its transcript; the host supplies it over the harnesses' own
 * writers, so the benchmark holds no copy of their formats.
 */
public interface TranscriptWriter {

    /** The harnesses the benchmark writes sessions of, by the name their readers and sources go by. */
    enum Harness {
        CLAUDE_CODE("claude-code"), CODEX("codex");

        private final String id;

        Harness(String id) {
            this.id = id;
        }

        /** The harness's name, as {@code sessions add} and the session notes' folder spell it. */
        public String id() {
            return id;
        }
    }

    /** Where the harness keeps the session's transcript under its folder (Claude Code's projects, Codex's sessions). */
    Path file(Harness harness, Path folder, ScriptedSession session);

    /** The transcript's text, as the harness writes it, each line ending with a newline. */
    String text(Harness harness, ScriptedSession session);
}
