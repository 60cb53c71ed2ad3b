package dev.mempalace.domain.note;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The links a note's text makes to other notes, each with its line: {@code [[wiki-links]]}, by name, and relative
 * Markdown links to a {@code .md} file, resolved against the note's folder. Front matter and fenced code hold none.
 */
public final class NoteLinks {

    private static final Pattern WIKI = Pattern.compile("\\[\\[([^\\[\\]|#\\n]+)(?:[#|][^\\[\\]\\n]*)?]]");
    private static final Pattern MARKDOWN = Pattern.compile("\\[[^\\]\\n]*]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern FENCE = Pattern.compile("^\\s{0,3}(```|~~~)");

    /** One link: the line it is on (from 1), the target as written, and whether it names a note by wiki name. */
    public record Link(int line, String target, boolean wiki) {

        /** The wiki name it links to ({@link WikiLinks#name}), for a wiki-link. */
        public String name() {
            return WikiLinks.name(target);
        }
    }

    private NoteLinks() {
    }

    /** The links of a note's whole text (front matter included, which is skipped), in order. */
    public static List<Link> in(String text) {
        String[] lines = text.split("\n", -1);
        int start = frontMatterEnd(lines);
        List<Link> links = new ArrayList<>();
        boolean fenced = false;
        for (int i = start; i < lines.length; i++) {
            if (FENCE.matcher(lines[i]).find()) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher wiki = WIKI.matcher(lines[i]);
            while (wiki.find()) {
                links.add(new Link(i + 1, wiki.group(1).strip(), true));
            }
            Matcher markdown = MARKDOWN.matcher(lines[i]);
            while (markdown.find()) {
                String target = markdown.group(1);
                if (isRelativeNote(target)) {
                    links.add(new Link(i + 1, target, false));
                }
            }
        }
        return links;
    }

    /**
     * The workspace-relative note path a Markdown link of the note at {@code from} leads to, its anchor dropped
     * and its escapes decoded; empty when it leaves the workspace or is malformed.
     */
    public static Optional<String> resolve(String from, String target) {
        String path = target;
        int anchor = path.indexOf('#');
        if (anchor >= 0) {
            path = path.substring(0, anchor);
        }
        try {
            // A '+' in a path is itself, not a space as in a form.
            path = URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        String folder = from.contains("/") ? from.substring(0, from.lastIndexOf('/') + 1) : "";
        String joined = normalised(folder + path);
        return joined.startsWith("../") || joined.equals("..") ? Optional.empty() : Optional.of(joined);
    }

    private static String normalised(String path) {
        List<String> parts = new ArrayList<>();
        for (String part : path.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..") && !parts.isEmpty() && !parts.get(parts.size() - 1).equals("..")) {
                parts.remove(parts.size() - 1);
            } else {
                parts.add(part);
            }
        }
        return String.join("/", parts);
    }

    /** A link to a Markdown file by a relative path: no scheme, no absolute path, no bare anchor. */
    private static boolean isRelativeNote(String target) {
        String path = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
        return !path.isEmpty() && !path.startsWith("/") && !path.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")
                && path.toLowerCase(Locale.ROOT).endsWith(".md");
    }

    /** The index of the first line after front matter ({@code ---} or {@code +++} fenced), 0 when there is none. */
    private static int frontMatterEnd(String[] lines) {
        if (lines.length == 0 || !(lines[0].strip().equals("---") || lines[0].strip().equals("+++"))) {
            return 0;
        }
        String fence = lines[0].strip();
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].strip().equals(fence)) {
                return i + 1;
            }
        }
        return 0;
    }
}
