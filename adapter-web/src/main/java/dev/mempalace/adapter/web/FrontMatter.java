package dev.mempalace.adapter.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A note's front matter as the page shows it: the block between the first line's {@code ---} (YAML) or {@code +++}
 * (TOML) and its closing line, each key with its value as written (list items joined). The page shows facts; the
 * parsing that counts is the notes source's.
 */
record FrontMatter(Map<String, String> facts, int bodyStart) {

    /** The front matter of a note's lines; {@code bodyStart} is the index of the first line after it. */
    static FrontMatter of(List<String> lines) {
        Map<String, String> facts = new LinkedHashMap<>();
        if (lines.isEmpty() || !(lines.get(0).equals("---") || lines.get(0).equals("+++"))) {
            return new FrontMatter(facts, 0);
        }
        String fence = lines.get(0);
        int end = lines.subList(1, lines.size()).indexOf(fence) + 1;
        if (end == 0) {
            return new FrontMatter(facts, 0);
        }
        String key = null;
        for (String line : lines.subList(1, end)) {
            int colon = line.indexOf(fence.equals("---") ? ':' : '=');
            if (!line.startsWith(" ") && !line.startsWith("-") && colon > 0) {
                key = line.substring(0, colon).strip();
                facts.put(key, unquoted(line.substring(colon + 1)));
            } else if (key != null && !line.isBlank()) {
                String item = unquoted(line.strip().replaceFirst("^- ?", ""));
                facts.merge(key, item, (was, more) -> was.isEmpty() ? more : was + ", " + more);
            }
        }
        return new FrontMatter(facts, end + 1);
    }

    private static String unquoted(String value) {
        String v = value.strip();
        if (v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"") || v.startsWith("'") && v.endsWith("'"))) {
            return v.substring(1, v.length() - 1);
        }
        return v;
    }
}
