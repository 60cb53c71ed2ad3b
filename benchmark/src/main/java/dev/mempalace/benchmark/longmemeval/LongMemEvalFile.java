package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/**
 * Streams a LongMemEval JSON array (gzipped when its name ends in {@code .gz}) one question at a time, so the
 * whole file never sits in memory.
 */
public final class LongMemEvalFile {

    private static final ObjectMapper JSON = new ObjectMapper();

    private LongMemEvalFile() {
    }

    /** Every question's id and type, in file order; the haystacks are skipped unread. */
    public static List<QuestionHeader> headers(Path file) {
        List<QuestionHeader> headers = new ArrayList<>();
        each(file, parser -> {
            String id = "";
            String type = "";
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                parser.nextToken();
                switch (field) {
                    case "question_id" -> id = parser.getValueAsString("");
                    case "question_type" -> type = parser.getValueAsString("");
                    default -> parser.skipChildren();
                }
            }
            headers.add(new QuestionHeader(id, type));
        });
        return headers;
    }

    /** Hands each question whose id is in {@code ids} to the sink, in file order. */
    public static void forEach(Path file, Set<String> ids, Consumer<Question> sink) {
        each(file, parser -> {
            JsonNode node = JSON.readTree(parser);
            if (ids.contains(node.path("question_id").asText())) {
                sink.accept(QuestionJson.question(node));
            }
        });
    }

    private interface ObjectReader {
        void read(JsonParser parser) throws IOException;
    }

    private static void each(Path file, ObjectReader reader) {
        try (InputStream in = open(file); JsonParser parser = JSON.getFactory().createParser(in)) {
            if (parser.nextToken() != JsonToken.START_ARRAY) {
                throw new IllegalArgumentException(file + ": expected a JSON array of questions");
            }
            while (parser.nextToken() == JsonToken.START_OBJECT) {
                reader.read(parser);
            }
            if (parser.currentToken() != JsonToken.END_ARRAY) {
                throw new IllegalArgumentException(file + ": expected only question objects in the array");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static InputStream open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
    }
}
