package dev.mempalace.benchmark;

import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The harnesses' own transcript writers, which the host hands the benchmark, so that it holds no copy of their
 * formats: it writes its sessions as Claude Code and Codex write theirs.
 */
public final class TranscriptWriters {

    /** The harnesses the benchmark writes sessions of, by the name their readers and sources go by. */
    public enum Harness {
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

    private final Map<String, TranscriptWriter> byHarness = new HashMap<>();

    /** Over {@code writers}, the registered harnesses' writers, each taken by its harness's name. */
    public TranscriptWriters(List<TranscriptWriter> writers) {
        writers.forEach(writer -> byHarness.put(writer.harness(), writer));
    }

    /** Where the harness keeps the session's transcript under its folder (Claude Code's projects, Codex's sessions). */
    public Path file(Harness harness, Path folder, ScriptedSession session) {
        return of(harness).file(folder, session);
    }

    /** The transcript's text, as the harness writes it, each line ending with a newline. */
    public String text(Harness harness, ScriptedSession session) {
        return of(harness).text(session);
    }

    private TranscriptWriter of(Harness harness) {
        TranscriptWriter writer = byHarness.get(harness.id());
        if (writer == null) {
            throw new IllegalStateException("no writer of " + harness.id() + " transcripts is registered");
        }
        return writer;
    }
}
