package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.bootstrap.TestCache;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session transcript as the product reads it: the Markdown source with the model's own tokenizer. */
class SessionTranscriptTest {

    @Test
    void theMarkdownSourceSeesTheTitleAndTurnsButNotTheSessionId(@TempDir Path tmp) throws Exception {
        SessionNotes.write(TinyLongMemEval.question(tmp, "q1"), tmp.resolve("ws"));

        Note note;
        try (OnnxEmbedder model = OnnxEmbedder.bundled(ModelVariant.INT8, TestCache.FOLDER)) {
            note = new MarkdownNoteSource(tmp.resolve("ws"), tmp.resolve("index.sqlite"), model.tokenCounter())
                    .read("sessions/2023-05-21-0905-answer_s2.md").note();
        }

        assertEquals("Chat on 2023/05/21 (Sun) 09:05", note.title());
        assertEquals(List.of("2023-05-21 09:05"), note.frontMatter().get("date"));
        for (Chunk chunk : note.chunks()) {
            assertFalse(chunk.embeddingText().contains("answer_s2"), chunk.embeddingText());
        }
        String all = String.join("\n", note.chunks().stream().map(Chunk::text).toList());
        assertEquals(true, all.contains("## user\n\nI bought my blue kayak") && all.contains("## assistant"), all);
    }
}
