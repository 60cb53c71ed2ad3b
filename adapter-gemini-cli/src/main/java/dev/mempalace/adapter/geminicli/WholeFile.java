package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The older whole-file form, one JSON object holding the metadata and every message. Its messages are numbered as the
 * lines of the JSON Lines file Gemini CLI turns it into when the session is resumed (the metadata line 1, message
 * {@code i} line {@code i + 2}), so that the exchanges imported from it are not imported again from that file.
 */
final class WholeFile {

    private static final ObjectMapper JSON = new ObjectMapper();

    private WholeFile() {
    }

    static Transcript read(Path file, TranscriptBuilder builder, GeminiRecords records) {
        JsonNode session;
        try {
            session = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot read the " + GeminiCliReader.KIND + " " + file, e);
        }
        if (session == null || !session.isObject()) {
            throw JsonlTranscript.refused(file.toString(), GeminiCliReader.KIND);
        }
        records.line(1, session);
        int line = 2;
        for (JsonNode message : session.path("messages")) {
            records.add(line++, message);
        }
        if (records.recognised() == 0) {
            throw JsonlTranscript.refused(file.toString(), GeminiCliReader.KIND);
        }
        records.end();
        return builder.build(1 + session.path("messages").size());
    }
}
