package dev.mempalace.adapter.markdown;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Front-matter values read by a YAML or TOML library: each key's scalar, or the items of its list, as text. Nested
 * maps are left out; front matter that does not parse, or is not a map, gives no values (the note is still
 * indexed).
 */
final class FrontMatter {

    private static final YAMLMapper YAML = new YAMLMapper();
    private static final TomlMapper TOML = new TomlMapper();

    private FrontMatter() {
    }

    /** The values of YAML front matter (between {@code ---} lines). */
    static Map<String, List<String>> yaml(String text) {
        return of(YAML, text);
    }

    /** The values of TOML front matter (between {@code +++} lines, as Hugo writes it). */
    static Map<String, List<String>> toml(String text) {
        return of(TOML, text);
    }

    private static Map<String, List<String>> of(ObjectMapper format, String text) {
        JsonNode root;
        try {
            root = format.readTree(text);
        } catch (JacksonException e) {
            return Map.of();
        }
        Map<String, List<String>> values = new LinkedHashMap<>();
        if (root == null || !root.isObject()) {
            return values;
        }
        root.properties().forEach(field -> {
            JsonNode value = field.getValue();
            List<String> items = new ArrayList<>();
            if (value.isArray()) {
                value.forEach(item -> {
                    if (item.isValueNode() && !item.isNull()) {
                        items.add(item.asText());
                    }
                });
            } else if (value.isValueNode() && !value.isNull()) {
                items.add(value.asText());
            }
            if (!value.isObject()) {
                values.put(field.getKey(), List.copyOf(items));
            }
        });
        return values;
    }
}
