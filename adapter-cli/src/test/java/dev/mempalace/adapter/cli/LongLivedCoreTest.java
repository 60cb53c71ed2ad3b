package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One core, built once, serves many requests: its read connection stays open while another process writes, and
 * each search sees every write committed before it began.
 */
class LongLivedCoreTest {

    private static final int SEARCHES = 1000;
    private static final int WRITES = 60;

    @Test
    void oneCoreAnswersAThousandSearchesInterleavedWithAnotherProcessWritesAndAlwaysSeesTheLatestCommit(
            @TempDir Path dir) throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        Settings settings = new Settings(ws.dir, Settings.defaultIndex(ws.dir), Optional.empty(), Settings.INT8,
                TestWorkspace.CACHE);
        try (Composition core = Composition.open(settings)) {
            core.ingest().ingest(false, EmbedProgress.NONE);
            SearchMemory search = core.search();
            SearchRequest request = new SearchRequest("marker", SearchRequest.MAX_LIMIT,
                    Optional.of(SearchMode.LEXICAL), true);
            assertEquals(0, search.search(request).hits().size());

            Process child = child(ws.dir);
            AtomicInteger committed = new AtomicInteger();
            Thread reader = new Thread(() -> readCommits(child, committed));
            reader.start();
            int interleaved = 0;
            for (int i = 0; i < SEARCHES || child.isAlive(); i++) {
                int before = committed.get();
                int found = search.search(request).hits().size();
                assertTrue(found >= before, "search " + i + " found " + found + " notes of " + before + " committed");
                if (before > 0 && before < WRITES) {
                    interleaved++;
                }
            }
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the writing process finished");
            reader.join(10_000);
            assertEquals(0, child.exitValue());
            assertEquals(WRITES, committed.get());
            assertEquals(WRITES, search.search(request).hits().size(), "the same core sees the last write");
            assertTrue(interleaved > 0, "some searches ran while the other process was writing");
        }
    }

    private static Process child(Path workspace) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                WritingChild.class.getName(), workspace.toString(), Integer.toString(WRITES),
                TestWorkspace.CACHE.toString())).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    private static void readCommits(Process child, AtomicInteger committed) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("committed ")) {
                    committed.set(Integer.parseInt(line.substring("committed ".length())) + 1);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
