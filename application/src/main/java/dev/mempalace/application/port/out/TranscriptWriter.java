package dev.mempalace.application.port.out;

import java.nio.file.Path;

/**
 * Writes a {@link ScriptedSession} as one agent harness writes its transcript, bookkeeping included, so that its
 * {@link TranscriptReader} reads it as the session ran: the harness module's writer beside its reader, for the
 * benchmark's sessions and the tests that need one. The same session always gives the same bytes.
 */
public interface TranscriptWriter {

    /** The harness's name, as its {@link TranscriptReader#harness()} gives it. */
    String harness();

    /**
     * Where the harness keeps the session's transcript under {@code folder}, one of the harness's folders (Claude
     * Code's {@code projects}, Codex's {@code sessions}, Gemini CLI's {@code tmp}); what the harness notes beside its
     * transcripts (Gemini CLI's project root) is written there now.
     */
    Path file(Path folder, ScriptedSession session);

    /** The transcript's text, as the harness writes it, each line ending with a newline. */
    String text(ScriptedSession session);
}
