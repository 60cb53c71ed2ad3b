package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.out.TokenCounter;
import dev.mempalace.domain.note.Chunk;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #11: the model reads every chunk whole. Chunks are measured with bge-small's own tokenizer, so a one-line
 * abstract and a long code fence, each several windows long, become chunks whose embedding texts hold at most 512
 * tokens, special tokens included, with their text verbatim from the note and their true lines.
 */
class ModelWindowTest {

    private static final int ABSTRACT_LINE = 3;
    private static final int FENCE_FIRST = 5;
    private static final int CODE_LINES = 150;

    @TempDir
    Path dir;

    /** A SciFact-like abstract: one line of sentences dense with numbers, brackets and hyphens. */
    private static String abstractLine() {
        return IntStream.range(0, 40).mapToObj(i -> "In a cohort of " + (120 + i) + " patients (aged " + (18 + i)
                + "-" + (65 + i) + " years), IL-" + (i % 9 + 1) + " levels fell by " + (10 + i) + ".5% (95% CI, "
                + i + ".1-" + (i + 4) + ".9; P<.001) after " + (i % 12 + 2) + " weeks of anti-inflammatory treatment.")
                .collect(Collectors.joining(" "));
    }

    private static String note() {
        String code = IntStream.range(0, CODE_LINES).mapToObj(i -> "    result_" + i + " = compute(data[" + i
                + "], window=" + i * 3 + ", mode='fast')  # step " + i).collect(Collectors.joining("\n"));
        return "# Anti-inflammatory treatment and IL levels\n\n" + abstractLine() + "\n\n```python\n" + code
                + "\n```\n";
    }

    @Test
    void everyChunkOfALongAbstractAndALongFenceFitsTheModelsWindowVerbatimOnItsLines() throws IOException {
        Files.writeString(Files.createDirectories(dir.resolve("ws")).resolve("trial.md"), note());
        List<String> lines = note().lines().toList();
        try (OnnxEmbedder model = OnnxEmbedder.bundled(ModelVariant.INT8, TestCache.FOLDER)) {
            TokenCounter counter = model.tokenCounter();
            MarkdownNoteSource source = new MarkdownNoteSource(dir.resolve("ws"), dir.resolve("index.sqlite"),
                    counter);

            List<Chunk> chunks = source.read("trial.md").note().chunks();

            assertTrue(counter.count(abstractLine()) > 3 * counter.window(), "the abstract is too short a test");
            assertTrue(chunks.size() >= 8, "chunks: " + chunks.size());
            for (Chunk chunk : chunks) {
                assertTrue(counter.count(chunk.embeddingText()) <= counter.window(), chunk.toString());
                String joined = String.join("\n", lines.subList(chunk.startLine() - 1, chunk.endLine()));
                assertTrue(joined.contains(chunk.text()), "not verbatim from its lines: " + chunk);
                if (chunk.startLine() >= FENCE_FIRST) {
                    assertEquals(joined, chunk.text(), "a code line was cut: " + chunk);
                }
            }
            assertTrue(chunks.stream().filter(c -> c.startLine() == ABSTRACT_LINE && c.endLine() == ABSTRACT_LINE)
                    .count() >= 3, chunks::toString);
            assertEquals(lines.size(), chunks.get(chunks.size() - 1).endLine());
            assertTrue(model.load().isEmpty(), "the model was loaded to count tokens");
        }
    }

    @Test
    void theCompositionChunksWithTheModelsOwnTokenizer() throws IOException {
        Path ws = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(ws.resolve("abstract.md"), "# Trial\n\n" + abstractLine() + "\n");
        Settings settings = new Settings(ws, Settings.defaultIndex(ws), Optional.empty(), Settings.INT8,
                TestCache.FOLDER);

        try (Composition core = Composition.open(settings)) {
            assertTrue(core.ingest().ingest(false, EmbedProgress.NONE).chunks() >= 4);
        }
    }
}
