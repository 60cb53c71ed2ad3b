package dev.mempalace.adapter.markdown;

import static dev.mempalace.adapter.markdown.TestFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.TokenCounter;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownNoteSourceReadTest {

    @TempDir
    Path workspace;

    private Note read(String path, String content) {
        write(workspace, path, content);
        return source().read(path).note();
    }

    private MarkdownNoteSource source() {
        return new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"), TestFiles.TOKENS);
    }

    @Test
    void theTextWhoseHashIsTheContentHashNeitherParsesNorMeasuresTheNote() {
        write(workspace, "notes/a.md", "# A\r\n\r\nsome body text\r\n");
        TokenCounter refusing = new TokenCounter() {
            @Override
            public String tokenizer() {
                return "refusing";
            }

            @Override
            public int window() {
                return 512;
            }

            @Override
            public int count(String text) {
                throw new AssertionError("counted " + text);
            }

            @Override
            public int[] tokenEnds(String text) {
                throw new AssertionError("measured " + text);
            }
        };

        String text = new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"), refusing)
                .text("notes/a.md");

        assertEquals(source().read("notes/a.md").note().contentHash(), ContentHash.of(text));
    }

    @Test
    void theFormatNamesTheChunkerAndTheTokenizerThatMeasuredTheWindows() {
        String format = source().format();
        assertTrue(format.startsWith(MarkdownChunker.VERSION + "/" + Chunk.TEXT_VERSION + "/"), format);
        assertTrue(format.endsWith(TestFiles.TOKENS.tokenizer()), format);
    }

    @Test
    void aFileNameTheSystemCharsetCannotEncodeIsOneClearReasonNotAnInternalError() {
        String undecodable = "caf\uD800.md";

        NoteUnreadableException e = assertThrows(NoteUnreadableException.class, () -> source().read(undecodable));

        assertEquals("cannot decode the file name " + undecodable + " in the system charset "
                + System.getProperty("sun.jnu.encoding") + "; run mempalace under a UTF-8 locale, such as "
                + "LC_ALL=C.UTF-8", e.getMessage());
    }

    @Test
    void bomAndCrlfHashLikeTheLfVersion() {
        Note lf = read("lf.md", "# Title\n\nfirst line\nsecond line\n");
        Note crlf = read("crlf.md", "\uFEFF# Title\r\n\r\nfirst line\r\nsecond line\r\n");
        Note cr = read("cr.md", "# Title\r\rfirst line\rsecond line\r");

        assertEquals(ContentHash.of("# Title\n\nfirst line\nsecond line\n"), lf.contentHash());
        assertEquals(lf.contentHash(), crlf.contentHash());
        assertEquals(lf.contentHash(), cr.contentHash());
        assertEquals(hashes(lf), hashes(crlf));
        assertEquals("Title", crlf.title());
        assertFalse(crlf.body().contains("\r") || crlf.body().contains("\uFEFF"), crlf.body());
    }

    @Test
    void titleComesFromFrontMatterThenFirstH1ThenFileName() {
        assertEquals("Declared", read("a.md", "---\ntitle: Declared\n---\n# Heading\n").title());
        assertEquals("The foo bar", read("b.md", "intro\n\n## Sub\n\n# The `foo` *bar*\n\n# Later\n").title());
        assertEquals("Setext One", read("c.md", "Setext One\n==========\n\ntext\n").title());
        assertEquals("Some Name", read("notes/Some Name.MD", "## Only a sub-heading\n\ntext\n").title());
        assertEquals("blank", read("blank.md", "---\ntitle: \"\"\n---\ntext\n").title());
    }

    @Test
    void frontMatterValuesAndBodyAfterIt() {
        Note note = read("fm.md", "---\ntitle: \"Deploy: rollback\"\ntags: [ops, \"deploy\"]\nowners:\n"
                + "  - ana\n  - ben\nstatus: superseded\n---\n\n# Rollback\n\ntext\n");

        assertEquals(Map.of("title", List.of("Deploy: rollback"), "tags", List.of("ops", "deploy"),
                "owners", List.of("ana", "ben"), "status", List.of("superseded")), note.frontMatter());
        assertEquals("\n# Rollback\n\ntext\n", note.body());
        assertTrue(note.retired());
    }

    @Test
    void anUnclosedFrontMatterFenceIsOrdinaryText() {
        Note note = read("open.md", "---\ntitle: never closed\n\n# Real heading\n\ntext\n");

        assertEquals(Map.of(), note.frontMatter());
        assertEquals("Real heading", note.title());
        assertEquals(1, note.chunks().size());
    }

    @Test
    void readingTheSameTextUnderAnotherFolderKeepsChunkHashes() {
        String text = "# Moved\n\n## Part\n\n" + TestFiles.filler("w", 120) + "\n\n## Other\n\ntext\n";

        Note before = read("inbox/moved.md", text);
        Note after = read("archive/2026/moved.md", text);

        assertEquals(hashes(before), hashes(after));
        assertEquals("archive/2026/moved.md", after.chunks().get(0).path());
        assertEquals(before.contentHash(), after.contentHash());
    }

    private static List<String> hashes(Note note) {
        return note.chunks().stream().map(Chunk::hash).toList();
    }

    @Test
    void yamlFrontMatterIsReadByAYamlParserFoldedValuesAndBlockListsIncluded() {
        Note note = read("folded.md", "---\ntitle: >\n  Rotate the\n  TLS certificates\ntags:\n- tls\n- ops\n"
                + "date: 2026-03-01\nstatus: superseded\nsuperseded_by: tls-v2.md\n---\n# Heading\n\nbody\n");
        assertEquals("Rotate the TLS certificates", note.title().strip());
        assertEquals(List.of("tls", "ops"), note.tags());
        assertEquals(java.util.Optional.of(java.time.LocalDate.of(2026, 3, 1)), note.date());
        assertTrue(note.retired());
        assertEquals(java.util.Optional.of("tls-v2.md"), note.field("superseded_by"));
    }

    @Test
    void brokenYamlLeavesTheNoteIndexedWithoutFrontMatter() {
        Note note = read("broken.md", "---\ntitle: [unclosed\ntags: a: b: c\n---\n# Still here\n\nbody text\n");
        assertEquals("Still here", note.title());
        assertEquals(Map.of(), note.frontMatter());
        assertEquals(1, note.chunks().size());
        assertEquals(5, note.chunks().get(0).startLine(), "the body keeps its line numbers");
        NoteReading reading = source().read("broken.md");
        assertTrue(reading.repaired().orElseThrow().startsWith("YAML front matter does not parse at line "),
                reading.toString());
        assertTrue(reading.repaired().orElseThrow().endsWith("; indexed without it"), reading.toString());
        assertEquals(Optional.empty(), reading.note().field("title"));
    }

    @Test
    void tomlFrontMatterBetweenPlusLinesIsRecognised() {
        Note note = read("hugo.md", "+++\ntitle = \"Hugo page\"\ntags = [\"web\", \"Static\"]\n# a TOML comment\n"
                + "date = 2026-02-01\n+++\n# Body heading\n\nbody text\n");
        assertEquals("Hugo page", note.title());
        assertEquals(List.of("web", "static"), note.tags());
        assertEquals(java.util.Optional.of(java.time.LocalDate.of(2026, 2, 1)), note.date());
        assertEquals(1, note.chunks().size(), "the TOML comment is no heading");
        assertEquals("Body heading", note.chunks().get(0).headingPath());
        assertEquals(7, note.chunks().get(0).startLine());
        assertFalse(note.chunks().get(0).text().contains("title ="), note.chunks().get(0).text());
    }
}
