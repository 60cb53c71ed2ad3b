package dev.mempalace.adapter.harnesskit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A text field of a file's first JSON object, read from its head alone: what a walk needs to name a transcript (its
 * session's id) without reading the rest of the file.
 */
public final class HeadField {

    private static final JsonFactory JSON = new JsonFactory();
    /** Far enough for the fields a harness writes first on its first line. */
    private static final int FIELDS = 32;

    private HeadField() {
    }

    /**
     * The non-blank text the field at {@code path} (a field, then fields of the objects inside it) holds in the first
     * object of {@code file}, if each is among its object's first fields.
     */
    public static Optional<String> of(Path file, String... path) {
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            return parser.nextToken() == JsonToken.START_OBJECT ? in(parser, path, 0) : Optional.empty();
        } catch (IOException notJson) {
            return Optional.empty();
        }
    }

    private static Optional<String> in(JsonParser parser, String[] path, int depth) throws IOException {
        for (int i = 0; i < FIELDS && parser.nextToken() == JsonToken.FIELD_NAME; i++) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (name.equals(path[depth]) && depth + 1 < path.length && value == JsonToken.START_OBJECT) {
                return in(parser, path, depth + 1);
            }
            if (name.equals(path[depth]) && depth + 1 == path.length && value == JsonToken.VALUE_STRING
                    && !parser.getText().isBlank()) {
                return Optional.of(parser.getText());
            }
            parser.skipChildren();
        }
        return Optional.empty();
    }
}
