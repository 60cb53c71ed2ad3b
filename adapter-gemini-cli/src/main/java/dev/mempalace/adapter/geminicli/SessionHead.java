package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The session id a session file's metadata names, read from its head: the first field of the first object, where
 * Gemini CLI writes it, in both the JSON Lines and the whole-file form; the rest of the file is not read.
 */
final class SessionHead {

    private static final JsonFactory JSON = new JsonFactory();
    /** Far enough for the metadata line, which comes first. */
    private static final int FIELDS = 16;

    private SessionHead() {
    }

    static Optional<String> id(Path file) {
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            for (int i = 0; i < FIELDS && parser.nextToken() == JsonToken.FIELD_NAME; i++) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (field.equals("sessionId") && value == JsonToken.VALUE_STRING && !parser.getText().isBlank()) {
                    return Optional.of(parser.getText());
                }
                parser.skipChildren();
            }
            return Optional.empty();
        } catch (IOException notJson) {
            return Optional.empty();
        }
    }
}
