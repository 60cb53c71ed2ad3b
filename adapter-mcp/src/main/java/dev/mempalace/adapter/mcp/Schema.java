package dev.mempalace.adapter.mcp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds the JSON schema of a tool's input: an object of described properties, some of them required. */
final class Schema {

    private final Map<String, Object> properties = new LinkedHashMap<>();
    private final List<String> required = new ArrayList<>();

    static Schema object() {
        return new Schema();
    }

    Schema required(String name, Map<String, Object> property) {
        required.add(name);
        return optional(name, property);
    }

    Schema optional(String name, Map<String, Object> property) {
        properties.put(name, property);
        return this;
    }

    static Map<String, Object> string(String description) {
        return Map.of("type", "string", "description", description);
    }

    static Map<String, Object> choice(String description, List<String> values) {
        return Map.of("type", "string", "enum", values, "description", description);
    }

    static Map<String, Object> integer(String description, int minimum, int maximum) {
        return Map.of("type", "integer", "minimum", minimum, "maximum", maximum, "description", description);
    }

    static Map<String, Object> bool(String description) {
        return Map.of("type", "boolean", "description", description);
    }

    static Map<String, Object> date(String description) {
        return Map.of("type", "string", "format", "date", "description", description);
    }

    static Map<String, Object> strings(String description) {
        return Map.of("type", "array", "items", Map.of("type", "string"), "description", description);
    }

    Map<String, Object> build() {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", new LinkedHashMap<>(properties));
        schema.put("required", List.copyOf(required));
        schema.put("additionalProperties", false);
        return schema;
    }
}
