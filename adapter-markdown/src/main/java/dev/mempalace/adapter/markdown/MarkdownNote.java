package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.util.List;
import java.util.Locale;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;

/** Turns a note's normalised text into a {@link Note}: front matter, title, body and chunks. */
final class MarkdownNote {

    private MarkdownNote() {
    }

    static Note parse(String path, String text, ParsedMarkdown md, MarkdownChunker chunker) {
        String title = title(path, md);
        return new Note(path, title, md.frontMatter(), md.body(), ContentHash.of(text), chunker.chunk(path, title, md));
    }

    /** The front-matter title, else the first level-one heading, else the file name without its extension. */
    static String title(String path, ParsedMarkdown md) {
        List<String> declared = md.frontMatter().getOrDefault("title", List.of());
        if (!declared.isEmpty() && !declared.get(0).isBlank()) {
            return declared.get(0).trim();
        }
        for (Node node = md.document().getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading && heading.getLevel() == 1) {
                String text = HeadingText.of(heading);
                if (!text.isEmpty()) {
                    return text;
                }
            }
        }
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.toLowerCase(Locale.ROOT).endsWith(".md") ? name.substring(0, name.length() - 3) : name;
    }
}
