package dev.mempalace.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The timing decorators pass every call through unchanged and put its time under the right phase. */
class TimedPortsTest {

    private final InMemoryNoteSource source = new InMemoryNoteSource();
    private final InMemoryStore store = new InMemoryStore();
    private final FakeEmbedder embedder = new FakeEmbedder();
    private final Timings timings = Timings.start();

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
        JsonNode json = timings.json(Optional.empty());
        assertEquals(List.of(SearchPhases.INDEX_OPEN, SearchPhases.DRIFT_CHECK, SearchPhases.LEXICAL,
                SearchPhases.VECTOR_SCAN, "total"), names(json));
        names(json).forEach(name -> assertTrue(json.get(name).asDouble() >= 0, json::toString));
    }

    @Test
    void theFirstQueryAddsTheModelLoadAsTheEmbedderMeasuredItAndNoLaterOneAddsItAgain(@TempDir Path dir) {
        Settings settings = new Settings(dir, dir.resolve("index.sqlite"), Optional.empty(), Settings.INT8,
                TestWorkspace.CACHE);
        try (OnnxEmbedder model = Composition.model(settings)) {
            TimedEmbedder timed = new TimedEmbedder(model, () -> model.load().map(ModelLoad::tokenizer),
                    () -> model.load().map(ModelLoad::session), timings);
            timed.embedQuery("file lock");
            timed.embedQuery("memory limits");

            ModelLoad load = model.load().orElseThrow();
            JsonNode json = timings.json(Optional.empty());
            assertEquals(List.of(SearchPhases.TOKENIZER_LOAD, SearchPhases.MODEL_SESSION, SearchPhases.QUERY_EMBED,
                    "total"), names(json));
            assertEquals(millis(load.tokenizer()), json.get(SearchPhases.TOKENIZER_LOAD).asDouble());
            assertEquals(millis(load.session()), json.get(SearchPhases.MODEL_SESSION).asDouble());
            assertTrue(json.get(SearchPhases.QUERY_EMBED).asDouble() >= 0, json::toString);
        }
    }

    private static double millis(Duration duration) {
        return Math.round(duration.toNanos() / 1e3) / 1e3;
    }

    private static List<String> names(JsonNode json) {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
