package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Writes the JSON documents of docs/cli.md: indented, one per command, or compact, one per line of a batch. */
final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final ObjectWriter COMPACT = MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT);
    private static final ObjectReader STRICT = MAPPER.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Json() {
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    static ArrayNode array(Collection<String> values) {
        ArrayNode array = MAPPER.createArrayNode();
        values.forEach(array::add);
        return array;
    }

    /** The answer tree of the application's answers, as Jackson nodes: keys in order, numbers of the same type. */
    static ObjectNode tree(Map<String, Object> answer) {
        return (ObjectNode) node(answer);
    }

    private static JsonNode node(Object value) {
        JsonNodeFactory nodes = MAPPER.getNodeFactory();
        if (value == null) {
            return nodes.nullNode();
        }
        if (value instanceof Map<?, ?> map) {
            ObjectNode object = nodes.objectNode();
            map.forEach((key, field) -> object.set((String) key, node(field)));
            return object;
        }
        if (value instanceof List<?> list) {
            ArrayNode array = nodes.arrayNode();
            list.forEach(item -> array.add(node(item)));
            return array;
        }
        if (value instanceof String text) {
            return nodes.textNode(text);
        }
        if (value instanceof Boolean flag) {
            return nodes.booleanNode(flag);
        }
        if (value instanceof Integer number) {
            return nodes.numberNode(number);
        }
        if (value instanceof Long number) {
            return nodes.numberNode(number);
        }
        if (value instanceof Double number) {
            return nodes.numberNode(number);
        }
        throw new IllegalArgumentException("not a value of an answer tree: " + value.getClass().getName());
    }

    static String text(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain JSON nodes always serialises", e);
        }
    }

    static void print(PrintWriter out, JsonNode node) {
        out.println(text(node));
        out.flush();
    }

    /** One document on one line. */
    static void printLine(PrintWriter out, JsonNode node) {
        try {
            out.println(COMPACT.writeValueAsString(node));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain JSON nodes always serialises", e);
        }
        out.flush();
    }

    /** One whole JSON document; anything after it is an error too. */
    static JsonNode parse(String text) throws JsonProcessingException {
        return STRICT.readTree(text);
    }
}
