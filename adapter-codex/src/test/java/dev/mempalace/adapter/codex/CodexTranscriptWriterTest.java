package dev.mempalace.adapter.codex;

import dev.mempalace.application.contract.TranscriptWriterContract;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;
import java.util.Map;

/** Codex's transcript writer honours the writer contract: what it writes, its reader reads as the session ran. */
class CodexTranscriptWriterTest extends TranscriptWriterContract {

    @Override
    protected TranscriptWriter writer() {
        return new CodexTranscriptWriter();
    }

    @Override
    protected TranscriptReader reader() {
        return new CodexReader(Map.of(), Path.of("/nonexistent-home"));
    }
}
