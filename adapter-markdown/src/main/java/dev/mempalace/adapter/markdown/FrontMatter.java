package dev.mempalace.adapter.markdown;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.commonmark.ext.front.matter.YamlFrontMatterVisitor;
import org.commonmark.node.Node;

/**
 * Front-matter values as the commonmark extension reads them, except that a YAML flow list such as
 * {@code tags: [a, "b"]}, which the extension keeps as one string, becomes its items.
 */
final class FrontMatter {

    private FrontMatter() {
    }

    static Map<String, List<String>> of(Node document) {
        YamlFrontMatterVisitor visitor = new YamlFrontMatterVisitor();
        document.accept(visitor);
        Map<String, List<String>> values = new LinkedHashMap<>();
        visitor.getData().forEach((key, list) -> values.put(key, items(list)));
        return values;
    }

    private static List<String> items(List<String> values) {
        if (values.size() != 1) {
            return List.copyOf(values);
        }
        String value = values.get(0).trim();
        if (!value.startsWith("[") || !value.endsWith("]")) {
            return List.copyOf(values);
        }
        return Arrays.stream(value.substring(1, value.length() - 1).split(","))
                .map(FrontMatter::unquote)
                .filter(item -> !item.isEmpty())
                .toList();
    }

    private static String unquote(String item) {
        String s = item.trim();
        boolean quoted = s.length() >= 2 && (s.charAt(0) == '"' || s.charAt(0) == '\'')
                && s.charAt(s.length() - 1) == s.charAt(0);
        return quoted ? s.substring(1, s.length() - 1) : s;
    }
}
