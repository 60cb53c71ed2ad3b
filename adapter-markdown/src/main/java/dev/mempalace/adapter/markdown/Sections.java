package dev.mempalace.adapter.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;

/** Cuts a note's body at its top-level headings; headings nested in lists or quotes stay section text. */
final class Sections {

    private Sections() {
    }

    /** Every non-blank section in document order, blank lines trimmed from both ends. */
    static List<Section> of(ParsedMarkdown md) {
        SourceLines lines = md.lines();
        List<Section> sections = new ArrayList<>();
        List<Integer> levels = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        Section open = new Section("", 0, md.bodyStart(), md.bodyStart() - 1, -1);
        for (Node node = md.document().getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading) {
                int line = ParsedMarkdown.firstLine(heading);
                add(sections, lines, open.lines(open.first(), line - 1));
                while (!levels.isEmpty() && levels.get(levels.size() - 1) >= heading.getLevel()) {
                    levels.remove(levels.size() - 1);
                    texts.remove(texts.size() - 1);
                }
                levels.add(heading.getLevel());
                texts.add(HeadingText.of(heading));
                String path = texts.stream().filter(t -> !t.isEmpty()).collect(Collectors.joining(" > "));
                open = new Section(path, heading.getLevel(), line, ParsedMarkdown.lastLine(heading), -1);
            }
        }
        add(sections, lines, open.lines(open.first(), lines.count() - 1));
        return sections;
    }

    /**
     * Folds a bare heading into the deeper section that follows it, so "# Runbook" directly over "## Step 1"
     * yields one chunk starting at "# Runbook" with the path "Runbook > Step 1" instead of a heading alone.
     */
    static List<Section> merged(List<Section> sections) {
        List<Section> merged = new ArrayList<>();
        int carried = -1;
        for (int i = 0; i < sections.size(); i++) {
            Section section = sections.get(i);
            int first = carried >= 0 ? carried : section.first();
            if (section.bare() && i + 1 < sections.size() && sections.get(i + 1).level() > section.level()) {
                carried = first;
                continue;
            }
            merged.add(section.lines(first, section.last()));
            carried = -1;
        }
        return merged;
    }

    private static void add(List<Section> sections, SourceLines lines, Section raw) {
        int first = raw.first();
        int last = raw.last();
        while (last >= first && lines.blank(last)) {
            last--;
        }
        while (first <= last && lines.blank(first)) {
            first++;
        }
        if (first <= last) {
            sections.add(raw.lines(first, last));
        }
    }
}
