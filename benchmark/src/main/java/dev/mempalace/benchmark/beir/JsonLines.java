package dev.mempalace.benchmark.beir;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/** Streams a JSON Lines file, gzipped when its name ends in {@code .gz}, one object at a time. */
final class JsonLines {

    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonLines() {
    }

    static void forEach(Path file, Consumer<JsonNode> sink) {
        try (BufferedReader in = open(file)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (!line.isBlank()) {
                    sink.accept(parse(line, file, number));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** Opens a text file, unzipping it on the fly when its name ends in {@code .gz}. */
    static BufferedReader open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        if (file.getFileName().toString().endsWith(".gz")) {
            in = new GZIPInputStream(in, 1 << 16);
        }
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /** A field's text, or empty when the field is absent or null. */
    static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? "" : value.asText();
    }

    private static JsonNode parse(String line, Path file, int number) {
        try {
            JsonNode node = JSON.readTree(line);
            if (!node.isObject()) {
                throw new IllegalArgumentException(file + " line " + number + ": not a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " line " + number + ": " + e.getOriginalMessage(), e);
        }
    }
}
