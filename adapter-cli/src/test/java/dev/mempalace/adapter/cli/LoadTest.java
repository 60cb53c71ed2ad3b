package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #10: eight searchers under load. Five threads, each with a core of its own ({@link Composition#open}),
 * and three child processes ({@code search --batch -}, one query a line) search in a loop while the workspace
 * is edited (notes added, changed, deleted), child processes run {@code ingest}, {@code ingest --no-embed} and
 * {@code embed} one after another, and a core of its own remembers notes ({@code RememberNote}). Every search
 * must answer without error and find the note its query names (each searcher pauses {@value #PAUSE_MILLIS} ms
 * between searches, leaving the writers some of a small machine's CPU); every write must exit 0; afterwards
 * {@code reconcile} agrees. Latency is printed, never asserted. {@code -Dmempalace.load.seconds=N} makes it a soak.
 */
class LoadTest {

    private static final long SECONDS = Long.getLong("mempalace.load.seconds", 20);
    private static final int CORES = 5;
    private static final int CHILDREN = 3;
    /** Each searcher pauses this long between searches, as an agent does, leaving the writers some CPU. */
    private static final long PAUSE_MILLIS = 50;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String[]> QUERIES = List.of(
            new String[] {"gradle daemon file lock", TestWorkspace.GRADLE},
            new String[] {"WSL memory limits", TestWorkspace.WSL},
            new String[] {"postgres event store", TestWorkspace.POSTGRES});

    @TempDir
    Path dir;

    private final Queue<Long> latencies = new ConcurrentLinkedQueue<>();
    private final Queue<String> errors = new ConcurrentLinkedQueue<>();
    private final AtomicInteger writes = new AtomicInteger();
    private final AtomicInteger remembered = new AtomicInteger();
    private final AtomicInteger edits = new AtomicInteger();
    private volatile long deadline;

    @Test
    void eightSearchersAnswerEveryQueryWhileIngestEmbedRememberAndEditsRun() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        Files.createDirectories(ws.dir.resolve("load"));
        for (int i = 0; i < 40; i++) {
            edit(ws.dir, new Random(i), i);
        }
        assertEquals(0, ws.run("ingest").code());
        Settings settings = new Settings(ws.dir, Settings.defaultIndex(ws.dir), Optional.empty(), Settings.INT8,
                TestWorkspace.CACHE);
        List<Composition> cores = new ArrayList<>();
        List<Process> children = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        try {
            for (int i = 0; i < CORES + 1; i++) {
                cores.add(Composition.open(settings));
            }
            for (int i = 0; i < CHILDREN; i++) {
                children.add(CliChild.start(List.of(), "--workspace", ws.dir.toString(), "search", "--batch", "-"));
            }
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS);
            for (int i = 0; i < CORES; i++) {
                Composition core = cores.get(i);
                threads.add(loop("core " + i, n -> searchIn(core, n)));
            }
            for (Process child : children) {
                threads.add(childSearcher(child));
            }
            Random random = new Random(10);
            threads.add(loop("editor", n -> {
                edit(ws.dir, random, 40 + n);
                Thread.sleep(100);
            }));
            threads.add(loop("writer", n -> write(ws.dir, n)));
            Composition rememberer = cores.get(CORES);
            threads.add(loop("rememberer", n -> {
                rememberer.remember().remember(new NewNote("Remembered under load " + n, "omega sigma note " + n
                        + "\n", List.of("load"), Optional.of("remembered"), Optional.of("load-test")));
                remembered.incrementAndGet();
                Thread.sleep(300);
            }));
            threads.forEach(Thread::start);
            for (Thread thread : threads) {
                thread.join(TimeUnit.SECONDS.toMillis(SECONDS + 180));
            }
        } finally {
            for (Composition core : cores) {
                core.close();
            }
            children.forEach(Process::destroyForcibly);
        }
        assertEquals(List.of(), List.copyOf(errors));
        assertEquals(0, ws.run("ingest").code());
        assertEquals(0, ws.run("reconcile").code());
        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        assertTrue(sorted.size() >= CORES + CHILDREN, "every searcher searched: " + sorted.size());
        assertTrue(writes.get() > 0 && remembered.get() > 0 && edits.get() > 0, "the writers wrote");
        System.out.printf("load test: %d s, %d searchers (%d cores in one JVM, %d child processes): %d searches, "
                + "0 errors, p50 %.1f ms, p95 %.1f ms; while %d ingest/embed runs, %d notes remembered, %d edits%n",
                SECONDS, CORES + CHILDREN, CORES, CHILDREN, sorted.size(), millis(sorted, 50), millis(sorted, 95),
                writes.get(), remembered.get(), edits.get());
    }

    @FunctionalInterface
    private interface Step {
        void run(int n) throws Exception;
    }

    /** A thread running {@code step} until the deadline; anything it throws is an error. */
    private Thread loop(String name, Step step) {
        return new Thread(() -> {
            try {
                for (int n = 0; System.nanoTime() < deadline; n++) {
                    step.run(n);
                }
            } catch (Exception | AssertionError e) {
                errors.add(name + ": " + e);
            }
        }, name);
    }

    private void searchIn(Composition core, int n) throws InterruptedException {
        String[] query = QUERIES.get(n % QUERIES.size());
        long start = System.nanoTime();
        SearchResult result = core.search().search(SearchRequest.of(query[0], 10));
        latencies.add(System.nanoTime() - start);
        Thread.sleep(PAUSE_MILLIS);
        if (result.hits().stream().noneMatch(hit -> hit.chunk().path().equals(query[1]))) {
            errors.add("core search '" + query[0] + "' did not find " + query[1] + ": " + result.hits());
        }
    }

    private Thread childSearcher(Process child) {
        Writer in = new OutputStreamWriter(child.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        return loop("child " + child.pid(), n -> {
            String[] query = QUERIES.get(n % QUERIES.size());
            long start = System.nanoTime();
            in.write(query[0] + "\n");
            in.flush();
            String line = out.readLine();
            latencies.add(System.nanoTime() - start);
            Thread.sleep(PAUSE_MILLIS);
            JsonNode answer = line == null ? null : JSON.readTree(line);
            if (answer == null || answer.has("error") || !line.contains("\"" + query[1] + "\"")) {
                errors.add("child search '" + query[0] + "' answered " + line);
            }
            if (System.nanoTime() >= deadline) {
                in.close();
                if (!child.waitFor(60, TimeUnit.SECONDS) || child.exitValue() != 0) {
                    errors.add("child search process did not exit 0");
                }
            }
        });
    }

    /** Runs {@code ingest --no-embed}, {@code embed} and {@code ingest} in turn, each a process of its own. */
    private void write(Path ws, int n) throws Exception {
        List<String> command = new ArrayList<>(List.of("--workspace", ws.toString()));
        command.addAll(List.of(new String[][] {{"ingest", "--no-embed"}, {"embed"}, {"ingest"}}[n % 3]));
        CliResult result = CliChild.run(List.of(), command.toArray(String[]::new));
        if (result.code() != 0) {
            errors.add(String.join(" ", command) + ": " + result);
        }
        writes.incrementAndGet();
    }

    /** Adds, changes or deletes a note under {@code load/}, in words no query uses. */
    private void edit(Path ws, Random random, int n) throws IOException {
        Path note = ws.resolve("load/e" + random.nextInt(60) + ".md");
        if (Files.exists(note) && random.nextInt(3) == 0) {
            Files.delete(note);
        } else {
            Files.writeString(note, "# Edit " + n + "\n\nalpha beta gamma " + random.nextInt() + "\n",
                    StandardCharsets.UTF_8);
        }
        edits.incrementAndGet();
    }

    private static double millis(List<Long> sorted, int percentile) {
        int at = Math.min(sorted.size() - 1, (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1);
        return sorted.get(Math.max(0, at)) / 1e6;
    }
}
