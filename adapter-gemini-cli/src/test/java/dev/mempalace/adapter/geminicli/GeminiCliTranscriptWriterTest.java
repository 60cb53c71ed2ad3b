package dev.mempalace.adapter.geminicli;

import dev.mempalace.application.contract.TranscriptWriterContract;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;
import java.util.Map;

/** Gemini CLI's transcript writer honours the writer contract: what it writes, its reader reads as the session ran. */
class GeminiCliTranscriptWriterTest extends TranscriptWriterContract {

    @Override
    protected TranscriptWriter writer() {
        return new GeminiCliTranscriptWriter();
    }

    @Override
    protected TranscriptReader reader() {
        return new GeminiCliReader(Map.of(), Path.of("/nonexistent-home"));
    }

    @Override
    protected boolean recordsTheBranch() {
        return false;
    }
}
