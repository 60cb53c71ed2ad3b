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
import java.util.Optional;

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

    /** Front matter as read: its values, or none and why, when it does not parse. */
    record Read(Map<String, List<String>> values, Optional<String> problem) {
    }

    /** The values of YAML front matter (between {@code ---} lines), whose first line is the note's line 2. */
    static Read yaml(String text) {
        return of(YAML, "YAML", text);
    }

    /** The values of TOML front matter (between {@code +++} lines, as Hugo writes it). */
    static Read toml(String text) {
        return of(TOML, "TOML", text);
    }

    private static Read of(ObjectMapper format, String name, String text) {
        JsonNode root;
        try {
            root = format.readTree(text);
        } catch (JacksonException e) {
            // The front matter starts on the note's second line, after the opening fence.
            int line = e.getLocation() == null ? 2 : e.getLocation().getLineNr() + 1;
            String why = e.getOriginalMessage() == null ? e.getClass().getSimpleName()
                    : e.getOriginalMessage().lines().findFirst().orElse("").strip();
            return new Read(Map.of(), Optional.of(name + " front matter does not parse at line " + line + " ("
                    + why + "); indexed without it"));
        }
        Map<String, List<String>> values = new LinkedHashMap<>();
        if (root == null || !root.isObject()) {
            return new Read(values, Optional.empty());
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
        return new Read(values, Optional.empty());
    }
}
