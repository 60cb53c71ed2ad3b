package dev.mempalace.adapter.cli.output;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Writes the JSON documents of docs/cli.md: indented, one per command, or compact, one per line of a batch. A
 * command's answer tree goes straight to jackson-core's generator: databind's {@code ObjectMapper}, which a short
 * command would otherwise set up to print one document, loads some four hundred classes more.
 */
public final class Json {

    /** Generators as databind's mapper makes them, without the mapper. */
    private static final JsonFactory FACTORY = new JsonFactory();

    /** Databind, set up at the first use of Jackson nodes, which a command printing its answer never makes. */
    private static final class Databind {

        private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        private static final ObjectWriter COMPACT = MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT);
        private static final ObjectReader STRICT = MAPPER.reader()
                .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    private Json() {
    }

    public static ObjectNode object() {
        return Databind.MAPPER.createObjectNode();
    }

    public static ArrayNode array(Collection<String> values) {
        ArrayNode array = Databind.MAPPER.createArrayNode();
        values.forEach(array::add);
        return array;
    }

    /**
     * The answer tree of the application's answers, as Jackson nodes: databind keeps the maps' order and each
     * number's type, as {@link #print(PrintWriter, Map)} writes them.
     */
    public static ObjectNode tree(Map<String, Object> answer) {
        return Databind.MAPPER.valueToTree(answer);
    }

    /** A document of Jackson nodes (a report read back, say), indented as {@link #print(PrintWriter, Map)} indents. */
    public static void print(PrintWriter out, JsonNode node) {
        StringWriter text = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(text).useDefaultPrettyPrinter()) {
            Databind.MAPPER.writeTree(generator, node);
        } catch (IOException e) {
            throw new UncheckedIOException("a tree of plain JSON nodes always serialises", e);
        }
        print(out, text.toString());
    }

    /**
     * An answer tree of the application's answers (maps in their keys' order, lists, strings, booleans, integers,
     * longs, doubles and nulls), indented: the bytes {@link #tree(Map)} and databind's mapper print of it.
     */
    public static void print(PrintWriter out, Map<String, ?> answer) {
        print(out, text(answer, true));
    }

    /** An answer tree on one line, as {@link #printLine(PrintWriter, JsonNode)} prints its nodes. */
    public static void printLine(PrintWriter out, Map<String, ?> answer) {
        print(out, text(answer, false));
    }

    private static String text(Map<String, ?> answer, boolean indented) {
        StringWriter text = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(text)) {
            if (indented) {
                generator.useDefaultPrettyPrinter();
            }
            write(generator, answer);
        } catch (IOException e) {
            throw new UncheckedIOException("an answer tree always serialises", e);
        }
        return text.toString();
    }

    private static void print(PrintWriter out, String text) {
        out.println(text);
        out.flush();
    }

    private static void write(JsonGenerator generator, Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
        } else if (value instanceof Map<?, ?> map) {
            generator.writeStartObject();
            for (Map.Entry<?, ?> field : map.entrySet()) {
                generator.writeFieldName((String) field.getKey());
                write(generator, field.getValue());
            }
            generator.writeEndObject();
        } else if (value instanceof List<?> list) {
            generator.writeStartArray();
            for (Object item : list) {
                write(generator, item);
            }
            generator.writeEndArray();
        } else if (value instanceof String text) {
            generator.writeString(text);
        } else if (value instanceof Boolean flag) {
            generator.writeBoolean(flag);
        } else if (value instanceof Integer number) {
            generator.writeNumber(number);
        } else if (value instanceof Long number) {
            generator.writeNumber(number);
        } else if (value instanceof Double number) {
            generator.writeNumber(number);
        } else {
            throw new IllegalArgumentException("not a value of an answer tree: " + value.getClass().getName());
        }
    }

    /** One document on one line. */
    public static void printLine(PrintWriter out, JsonNode node) {
        try {
            out.println(Databind.COMPACT.writeValueAsString(node));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain JSON nodes always serialises", e);
        }
        out.flush();
    }

    /** One whole JSON document; anything after it is an error too. */
    public static JsonNode parse(String text) throws JsonProcessingException {
        return Databind.STRICT.readTree(text);
    }
}
