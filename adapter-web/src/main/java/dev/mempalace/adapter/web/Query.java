package dev.mempalace.adapter.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The parameters of a request's query string, decoded. */
final class Query {

    private final Map<String, List<String>> values;

    private Query(Map<String, List<String>> values) {
        this.values = values;
    }

    static Query parse(String raw) {
        Map<String, List<String>> values = new LinkedHashMap<>();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                if (!pair.isEmpty()) {
                    String[] parts = pair.split("=", 2);
                    values.computeIfAbsent(decode(parts[0]), key -> new ArrayList<>())
                            .add(parts.length == 2 ? decode(parts[1]) : "");
                }
            }
        }
        return new Query(values);
    }

    /** The first value of a parameter, when it has one that is not blank. */
    Optional<String> first(String name) {
        return values.getOrDefault(name, List.of()).stream().map(String::strip).filter(v -> !v.isEmpty())
                .findFirst();
    }

    /** A path taken from a URL: percent-decoded, where {@code +} stays a plus. */
    static String decodePath(String raw) {
        return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }
}
