package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.ModelVariant;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.WarnOnDrift;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The timing decorators pass every call through unchanged and put its time under the right phase. */
class TimedPortsTest {

    private final InMemoryNoteSource source = new InMemoryNoteSource();
    private final InMemoryStore store = new InMemoryStore();
    private final FakeEmbedder embedder = new FakeEmbedder();
    private final RecordingClock timings = new RecordingClock();

    @Test
    void aHybridSearchThroughTimedPortsFindsWhatThePlainOneFinds() {
        source.write("a.md", "# Gradle\n\nThe daemon holds a file lock.\n");
        source.write("b.md", "# WSL\n\nMemory limits of the virtual machine.\n");
        new IngestService(source, store, new EmbedService(source, embedder, store)).ingest(true, EmbedProgress.NONE);
        SearchRequest request = new SearchRequest("file lock", 5, Optional.of(SearchMode.HYBRID), true);
        SearchResult plain = new SearchService(source, store, embedder, new WarnOnDrift(source, store))
                .search(request);

        TimedNoteSource timedSource = new TimedNoteSource(source, timings);
        TimedIndexStore timedStore = new TimedIndexStore(store, timings);
        SearchResult timed = new SearchService(timedSource, timedStore, embedder,
                new WarnOnDrift(timedSource, timedStore)).search(request);

        assertEquals(plain, timed);
        assertEquals(List.of(SearchPhases.INDEX_OPEN, SearchPhases.DRIFT_CHECK, SearchPhases.LEXICAL,
                SearchPhases.VECTOR_SCAN), List.copyOf(timings.phases().keySet()));
        timings.phases().values().forEach(nanos -> assertTrue(nanos >= 0, timings.phases()::toString));
    }

    @Test
    void theFirstQueryAddsTheModelLoadAsTheEmbedderMeasuredItAndNoLaterOneAddsItAgain(@TempDir Path dir) {
        Settings settings = new Settings(dir, dir.resolve("index.sqlite"), Optional.empty(), Settings.INT8,
                TestCache.FOLDER);
        try (OnnxEmbedder model = OnnxEmbedder.bundled(ModelVariant.INT8, settings.cache().resolve("models"))) {
            TimedEmbedder timed = new TimedEmbedder(model, () -> model.load().map(ModelLoad::tokenizer),
                    () -> model.load().map(ModelLoad::session), timings);
            timed.embedQuery("file lock");
            timed.embedQuery("memory limits");

            ModelLoad load = model.load().orElseThrow();
            Map<String, Long> phases = timings.phases();
            assertEquals(List.of(SearchPhases.TOKENIZER_LOAD, SearchPhases.MODEL_SESSION, SearchPhases.QUERY_EMBED),
                    List.copyOf(phases.keySet()));
            assertEquals(load.tokenizer().toNanos(), phases.get(SearchPhases.TOKENIZER_LOAD));
            assertEquals(load.session().toNanos(), phases.get(SearchPhases.MODEL_SESSION));
            assertTrue(phases.get(SearchPhases.QUERY_EMBED) >= 0, phases::toString);
        }
    }

    @Test
    void aModelLoadedBesideTheSearchAddsOnlyWhatTheQueryWaitedFor(@TempDir Path dir) {
        Settings settings = new Settings(dir, dir.resolve("index.sqlite"), Optional.empty(), Settings.INT8,
                TestCache.FOLDER);
        try (OnnxEmbedder model = OnnxEmbedder.bundled(ModelVariant.INT8, settings.cache().resolve("models"))) {
            TimedEmbedder timed = new TimedEmbedder(model, () -> model.load().map(ModelLoad::tokenizer),
                    () -> model.load().map(ModelLoad::session), timings);
            timed.prepareQuery("file lock");
            long start = System.nanoTime();
            timed.embedQuery("file lock");
            long elapsed = System.nanoTime() - start;

            ModelLoad load = model.load().orElseThrow();
            Map<String, Long> phases = timings.phases();
            assertEquals(List.of(SearchPhases.TOKENIZER_LOAD, SearchPhases.MODEL_SESSION, SearchPhases.QUERY_EMBED),
                    List.copyOf(phases.keySet()));
            phases.values().forEach(nanos -> assertTrue(nanos >= 0, phases::toString));
            assertTrue(phases.get(SearchPhases.TOKENIZER_LOAD) <= load.tokenizer().toNanos(), phases::toString);
            assertTrue(phases.get(SearchPhases.MODEL_SESSION) <= load.session().toNanos(), phases::toString);
            assertTrue(phases.values().stream().mapToLong(Long::longValue).sum() <= elapsed, phases::toString);
        }
    }
}
