package dev.mempalace.application.fake;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test-data factory: turns a small Markdown text into a {@link Note} the way a real note source would, with a
 * deliberately simple parser (front matter of {@code key: value} lines, where a value in brackets is a list of
 * comma-separated items, and one chunk per {@code #} section).
 */
public final class TestNotes {

    private TestNotes() {
    }

    /** A note at {@code path} parsed from {@code markdown}. */
    public static Note note(String path, String markdown) {
        String text = markdown.replace("\r\n", "\n");
        String[] lines = text.split("\n", -1);
        Map<String, List<String>> frontMatter = new LinkedHashMap<>();
        int first = 0;
        if (lines.length > 0 && lines[0].equals("---")) {
            int end = 1;
            while (end < lines.length && !lines[end].equals("---")) {
                int colon = lines[end].indexOf(':');
                if (colon > 0) {
                    frontMatter.put(lines[end].substring(0, colon).trim(), values(lines[end].substring(colon + 1)));
                }
                end++;
            }
            first = Math.min(end + 1, lines.length);
        }
        String title = frontMatter.containsKey("title") ? frontMatter.get("title").get(0) : null;
        List<int[]> sections = new ArrayList<>();
        List<String> headings = new ArrayList<>();
        int start = first;
        String heading = "";
        for (int i = first; i < lines.length; i++) {
            if (lines[i].startsWith("#")) {
                if (i > start && hasText(lines, start, i)) {
                    sections.add(new int[] {start, i - 1});
                    headings.add(heading);
                }
                start = i;
                heading = lines[i].replaceFirst("^#+\\s*", "").trim();
                if (title == null && lines[i].startsWith("# ")) {
                    title = heading;
                }
            }
        }
        if (hasText(lines, start, lines.length)) {
            sections.add(new int[] {start, lines.length - 1});
            headings.add(heading);
        }
        if (title == null) {
            String name = path.substring(path.lastIndexOf('/') + 1);
            title = name.endsWith(".md") ? name.substring(0, name.length() - 3) : name;
        }
        List<Chunk> chunks = new ArrayList<>();
        for (int s = 0; s < sections.size(); s++) {
            int[] range = sections.get(s);
            String body = String.join("\n", List.of(lines).subList(range[0], range[1] + 1)).strip();
            chunks.add(Chunk.of(path, s, title, headings.get(s), range[0] + 1, range[1] + 1, body));
        }
        String bodyText = String.join("\n", List.of(lines).subList(first, lines.length));
        return new Note(path, title, frontMatter, bodyText, ContentHash.of(text), chunks);
    }

    private static boolean hasText(String[] lines, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!lines[i].isBlank()) {
                return true;
            }
        }
        return false;
    }

    private static List<String> values(String value) {
        String v = value.trim();
        if (!v.startsWith("[") || !v.endsWith("]")) {
            return List.of(v);
        }
        return Arrays.stream(v.substring(1, v.length() - 1).split(",")).map(String::trim)
                .filter(item -> !item.isEmpty()).toList();
    }
}
