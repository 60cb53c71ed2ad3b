package dev.mempalace.adapter.claudecode;

import dev.mempalace.application.contract.TranscriptWriterContract;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;
import java.util.Map;

/** Claude Code's transcript writer honours the writer contract: what it writes, its reader reads as the session ran. */
class ClaudeCodeTranscriptWriterTest extends TranscriptWriterContract {

    @Override
    protected TranscriptWriter writer() {
        return new ClaudeCodeTranscriptWriter();
    }

    @Override
    protected TranscriptReader reader() {
        return new ClaudeCodeReader(Map.of(), Path.of("/nonexistent-home"));
    }
}
