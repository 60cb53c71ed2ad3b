package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OnnxEmbedderTest {

    private static final String WINDOWS_LOCK = "On Windows, when a file cannot be deleted because it is in use, run "
            + "Sysinternals handle.exe with part of the file name: it lists the process that holds an open handle "
            + "(the lock) on it. Resource Monitor's associated handles search does the same.";
    private static final String SYSTEMD_TIMER = "A systemd timer unit schedules a service: create backup.timer with "
            + "OnCalendar=daily and Persistent=true, enable it with systemctl enable --now backup.timer, and list "
            + "the next runs with systemctl list-timers.";
    private static final String SHORT = "SQLite FTS5 ranks with bm25.";

    @TempDir
    static Path cache;

    private static OnnxEmbedder int8;
    private static OnnxEmbedder fp32;

    @BeforeAll
    static void embedders() {
        int8 = OnnxEmbedder.bundled(ModelVariant.INT8, cache);
        fp32 = OnnxEmbedder.bundled(ModelVariant.FP32, cache);
    }

    @AfterAll
    static void close() {
        int8.close();
        fp32.close();
    }

    @Test
    void vectorsHave384NormalisedDimensions() {
        for (float[] vector : int8.embedDocuments(List.of(SHORT, WINDOWS_LOCK, ""))) {
            assertEquals(384, vector.length);
            assertEquals(1.0, Vectors.norm(vector), 1e-5);
        }
        assertEquals(1.0, Vectors.norm(int8.embedQuery(SHORT)), 1e-5);
    }

    @Test
    void queriesCarryThePrefixDocumentsDoNot() {
        assertFalse(Vectors.dot(int8.embedQuery(SHORT), int8.embedDocuments(List.of(SHORT)).get(0)) > 0.9999);
    }

    @Test
    void aWindowsLockQuestionPrefersTheHandlePassage() {
        float[] query = int8.embedQuery("How do I find which process holds a file lock on Windows?");
        List<float[]> passages = int8.embedDocuments(List.of(WINDOWS_LOCK, SYSTEMD_TIMER));

        assertTrue(Vectors.dot(query, passages.get(0)) > Vectors.dot(query, passages.get(1)));
    }

    @Test
    void aSystemdTimerQuestionPrefersTheTimerPassage() {
        float[] query = int8.embedQuery("How do I run a backup every night with a systemd timer?");
        List<float[]> passages = int8.embedDocuments(List.of(WINDOWS_LOCK, SYSTEMD_TIMER));

        assertTrue(Vectors.dot(query, passages.get(1)) > Vectors.dot(query, passages.get(0)));
    }

    @Test
    void int8AgreesWithFp32() {
        List<String> texts = List.of(WINDOWS_LOCK, SYSTEMD_TIMER, "Use git rebase -i to squash commits before merging.");
        List<float[]> quantised = int8.embedDocuments(texts);
        List<float[]> full = fp32.embedDocuments(texts);
        for (int i = 0; i < texts.size(); i++) {
            assertTrue(Vectors.dot(quantised.get(i), full.get(i)) >= 0.99, texts.get(i));
        }
        String query = "How do I find which process holds a file lock on Windows?";
        assertTrue(Vectors.dot(int8.embedQuery(query), fp32.embedQuery(query)) >= 0.99);
    }

    @Test
    void textsLongerThan512TokensAreTruncated() {
        String long3000Words = IntStream.range(0, 3000).mapToObj(i -> "word" + (i % 97))
                .collect(Collectors.joining(" "));

        float[] vector = int8.embedDocuments(List.of(long3000Words)).get(0);

        assertEquals(1.0, Vectors.norm(vector), 1e-5);
    }

    @Test
    void tokensAreCountedAsTheModelSeesThemTruncatedAndWithSpecialTokens() {
        String long3000Words = IntStream.range(0, 3000).mapToObj(i -> "word" + (i % 97))
                .collect(Collectors.joining(" "));
        try (OnnxEmbedder fresh = OnnxEmbedder.bundled(ModelVariant.INT8, cache)) {
            assertEquals(0, fresh.tokensEmbedded());

            fresh.embedDocuments(List.of("hello world", long3000Words));

            assertEquals(4 + 512, fresh.tokensEmbedded(), "[CLS] hello world [SEP], then a truncated text");
        }
    }

    @Test
    void aUserFolderWithTheSameModelGivesTheSameVectors(@TempDir Path root) throws IOException {
        Path folder = Files.createDirectory(root.resolve("my-bge"));
        TestModels.linkOrCopy(BundledModel.of(ModelVariant.INT8, cache).modelFile(), folder.resolve("model.onnx"));
        TestModels.copyBundledTokenizer(folder.resolve("tokenizer.json"));

        try (OnnxEmbedder custom = OnnxEmbedder.fromDirectory(folder, cache)) {
            assertEquals("my-bge", custom.identity().model());
            assertEquals("custom", custom.identity().variant());
            assertEquals(int8.identity().modelHash(), custom.identity().modelHash());
            assertArrayEquals(int8.embedDocuments(List.of(WINDOWS_LOCK)).get(0),
                    custom.embedDocuments(List.of(WINDOWS_LOCK)).get(0), 1e-6f);
        }
    }
}
