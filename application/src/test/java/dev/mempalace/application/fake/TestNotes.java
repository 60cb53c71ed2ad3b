package dev.mempalace.application.fake;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Test-data factory: turns a small Markdown text into a {@link Note} the way a real note source would, with a
 * deliberately simple parser (front matter of {@code key: value} lines, where a value in brackets is a list of
 * comma-separated items, and one chunk per {@code #} section; a session's exchange mark, {@code <!-- transcript
 * lines 3–7 -->} on the line under a heading, gives its section's chunk those transcript lines and is no chunk text,
 * as a heading ending in {@code (lines 3–7)}, the form written before the mark, does).
 */
public final class TestNotes {

    private static final Pattern MARK = Pattern.compile("<!-- transcript lines (\\d+)[–-](\\d+) -->");
    private static final Pattern OLD_HEADING = Pattern.compile("#.*\\(lines (\\d+)[–-](\\d+)\\)\\s*");

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
            List<String> held = new ArrayList<>(List.of(lines).subList(range[0], range[1] + 1));
            Optional<TranscriptLines> transcript = lines(OLD_HEADING.matcher(held.get(0)));
            if (held.get(0).startsWith("#") && held.size() > 1 && lines(MARK.matcher(held.get(1))).isPresent()) {
                transcript = lines(MARK.matcher(held.remove(1)));
            }
            String body = String.join("\n", held).strip();
            chunks.add(Chunk.of(path, s, title, headings.get(s), range[0] + 1, range[1] + 1, body, transcript));
        }
        String bodyText = String.join("\n", List.of(lines).subList(first, lines.length));
        return new Note(path, title, frontMatter, bodyText, ContentHash.of(text), chunks);
    }

    private static Optional<TranscriptLines> lines(Matcher matcher) {
        return matcher.matches() ? Optional.of(new TranscriptLines(Integer.parseInt(matcher.group(1)),
                Integer.parseInt(matcher.group(2)))) : Optional.empty();
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
