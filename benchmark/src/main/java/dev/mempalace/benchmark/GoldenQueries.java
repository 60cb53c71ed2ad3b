package dev.mempalace.benchmark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads golden queries from JSON Lines: one {@code {"id","query","relevant","kind"}} object a line, blank lines
 * skipped, other fields (such as {@code note}) ignored. A bad line fails with its line number.
 */
public final class GoldenQueries {

    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private GoldenQueries() {
    }

    /** Reads a JSONL file; throws {@link UncheckedIOException} when it cannot be read. */
    public static List<GoldenQuery> read(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(in, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the query file " + file + ": " + e.getMessage(), e);
        }
    }

    /** Parses JSONL text; {@code source} names it in error messages. */
    public static List<GoldenQuery> parse(String text, String source) {
        try {
            return parse(new StringReader(text), source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<GoldenQuery> parse(Reader reader, String source) throws IOException {
        BufferedReader lines = new BufferedReader(reader);
        List<GoldenQuery> queries = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            GoldenQuery query = parseLine(line, source, number);
            if (!ids.add(query.id())) {
                throw new IllegalArgumentException(where(source, number) + "duplicate query id " + query.id());
            }
            queries.add(query);
        }
        return List.copyOf(queries);
    }

    private static GoldenQuery parseLine(String line, String source, int number) {
        try {
            GoldenQuery query = JSON.readValue(line, GoldenQuery.class);
            if (query == null) {
                throw new IllegalArgumentException("not a JSON object");
            }
            return query;
        } catch (JsonProcessingException e) {
            // The record's own check says more than Jackson's wrapper around it.
            String reason = e.getCause() instanceof IllegalArgumentException invalid
                    ? invalid.getMessage() : e.getOriginalMessage();
            throw new IllegalArgumentException(where(source, number) + reason, e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(source, number) + e.getMessage(), e);
        }
    }

    private static String where(String source, int number) {
        return source + " line " + number + ": ";
    }
}
