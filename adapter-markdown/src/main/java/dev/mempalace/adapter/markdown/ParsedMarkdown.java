package dev.mempalace.adapter.markdown;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.commonmark.ext.front.matter.YamlFrontMatterBlock;
import org.commonmark.ext.front.matter.YamlFrontMatterExtension;
import org.commonmark.node.Node;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.InlineParser;
import org.commonmark.parser.InlineParserContext;
import org.commonmark.parser.InlineParserFactory;
import org.commonmark.parser.Parser;

/**
 * One note's text parsed once: its lines, the commonmark tree, the front matter (and why it was set aside, when it
 * does not parse) and the first body line.
 */
record ParsedMarkdown(SourceLines lines, Node document, Map<String, List<String>> frontMatter,
        Optional<String> frontMatterProblem, int bodyStart) {

    /**
     * The blocks alone, for a body's bounds: where the front matter ends is the block parse's answer, and the inline
     * parse that follows it (emphasis, links, entities; cold, a fifth of a hybrid search's comparing of notes)
     * changes no block.
     */
    private static final Parser BOUNDS = Parser.builder()
            .extensions(List.of(YamlFrontMatterExtension.create()))
            .includeSourceSpans(IncludeSourceSpans.BLOCKS)
            .inlineParserFactory(new NoInlines())
            .build();

    /** TOML front matter opens and closes with this line. */
    private static final String TOML_FENCE = "+++";

    /** What nothing in the front matter was read for: its bounds alone. */
    private static final FrontMatter.Read UNREAD = new FrontMatter.Read(Map.of(), Optional.empty());

    static ParsedMarkdown parse(String text) {
        return parse(text, true);
    }

    /**
     * The text after the front matter, bounded as {@link #parse} bounds it, its values not read: no YAML or TOML
     * mapper is made for it (a search comparing notes' words would load them cold).
     */
    static String bodyOf(String text) {
        return parse(text, false).body();
    }

    private static ParsedMarkdown parse(String text, boolean values) {
        SourceLines lines = new SourceLines(text);
        if (lines.count() > 1 && lines.line(0).strip().equals(TOML_FENCE)) {
            for (int end = 1; end < lines.count(); end++) {
                if (lines.line(end).strip().equals(TOML_FENCE)) {
                    // The front matter's lines become blank, so the body keeps its line numbers and no TOML
                    // comment ('# ...') is taken for a heading.
                    String body = "\n".repeat(end + 1) + lines.from(end + 1);
                    FrontMatter.Read toml = values ? FrontMatter.toml(between(lines, end)) : UNREAD;
                    return new ParsedMarkdown(lines, (values ? Full.PLAIN : BOUNDS).parse(body), toml.values(),
                            toml.problem(), end + 1);
                }
            }
        }
        Node document = (values ? Full.WITH_FRONT_MATTER : BOUNDS).parse(text);
        if (!(document.getFirstChild() instanceof YamlFrontMatterBlock block)) {
            return new ParsedMarkdown(lines, document, Map.of(), Optional.empty(), 0);
        }
        int end = lastLine(block);
        String closing = lines.line(end).trim();
        if (block.getSourceSpans().size() > 1 && (closing.equals("---") || closing.equals("..."))) {
            FrontMatter.Read yaml = values ? FrontMatter.yaml(between(lines, end)) : UNREAD;
            return new ParsedMarkdown(lines, document, yaml.values(), yaml.problem(), end + 1);
        }
        // The extension lets an unclosed '---' swallow the whole note; such a note has no front matter.
        return new ParsedMarkdown(lines, values ? Full.PLAIN.parse(text) : document, Map.of(), Optional.empty(), 0);
    }

    /** The front matter between the opening line and the closing one at {@code end}. */
    private static String between(SourceLines lines, int end) {
        StringBuilder yaml = new StringBuilder();
        for (int i = 1; i < end; i++) {
            yaml.append(lines.line(i)).append('\n');
        }
        return yaml.toString();
    }

    /** The text after the front matter. */
    String body() {
        return lines.from(bodyStart);
    }

    static int firstLine(Node block) {
        return block.getSourceSpans().get(0).getLineIndex();
    }

    static int lastLine(Node block) {
        return block.getSourceSpans().get(block.getSourceSpans().size() - 1).getLineIndex();
    }

    /**
     * The parsers of a whole note, built at the first read: a body's bounds alone ({@link #bodyOf}, a hybrid search
     * comparing notes) never builds their inline parser, whose classes and set-up a cold search would pay for.
     */
    private static final class Full {

        static final Parser WITH_FRONT_MATTER = Parser.builder()
                .extensions(List.of(YamlFrontMatterExtension.create()))
                .includeSourceSpans(IncludeSourceSpans.BLOCKS)
                .build();
        static final Parser PLAIN = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS).build();
    }

    /** An inline parser that leaves each block's text unparsed: a class, not a lambda, on a cold search's path. */
    private static final class NoInlines implements InlineParserFactory, InlineParser {

        @Override
        public InlineParser create(InlineParserContext context) {
            return this;
        }

        @Override
        public void parse(org.commonmark.parser.SourceLines lines, Node block) {
            // Nothing: the blocks' bounds are all that is asked.
        }
    }
}
