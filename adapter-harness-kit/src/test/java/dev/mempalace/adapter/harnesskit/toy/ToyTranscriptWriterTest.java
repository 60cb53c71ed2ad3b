package dev.mempalace.adapter.harnesskit.toy;

import dev.mempalace.application.contract.TranscriptWriterContract;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import java.nio.file.Path;

/** Step 3 of "Adding a harness": what the made-up harness's writer writes, its reader reads as the session ran. */
class ToyTranscriptWriterTest extends TranscriptWriterContract {

    @Override
    protected TranscriptWriter writer() {
        return new ToyTranscriptWriter();
    }

    @Override
    protected TranscriptReader reader() {
        return new ToyReader(Path.of("/nonexistent-home"));
    }
}
