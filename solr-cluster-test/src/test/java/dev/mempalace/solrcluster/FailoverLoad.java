package dev.mempalace.solrcluster;

import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.IndexLocation;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One process of {@link SolrFailoverTest}'s load: {@value #SEARCHERS} searchers and one writer, each with a core
 * of its own over the same SolrCloud store, for a given time. Every search and write is one line of the report
 * file: {@code search|write START_MS DURATION_MS ok|failed DETAIL}.
 */
public final class FailoverLoad {

    static final int SEARCHERS = 4;
    /** Notes of the workspace every searcher asks for: note {@code i} holds the words {@link #words}. */
    static final int NOTES = 12;
    private static final long PAUSE_MILLIS = 50;

    private FailoverLoad() {
    }

    /** Arguments: workspace, index URL, model cache, writer's folder, seconds, report file. */
    public static void main(String[] args) throws Exception {
        Path workspace = Path.of(args[0]);
        Settings settings = new Settings(workspace, IndexLocation.parse(args[1], Path::of, Optional.empty()),
                Optional.empty(), Settings.INT8, Path.of(args[2]));
        String folder = args[3];
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Long.parseLong(args[4]));
        try (PrintWriter report = new PrintWriter(Files.newBufferedWriter(Path.of(args[5]), StandardCharsets.UTF_8),
                true)) {
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < SEARCHERS; i++) {
                int searcher = i;
                threads.add(new Thread(() -> search(settings, searcher, deadline, report), "searcher-" + i));
            }
            threads.add(new Thread(() -> write(settings, folder, deadline, report), "writer"));
            threads.forEach(Thread::start);
            for (Thread thread : threads) {
                thread.join();
            }
        }
        System.exit(0);
    }

    /** The words only note {@code i} of the workspace holds. */
    static String words(int i) {
        return "kestrel" + i + " harbour" + i;
    }

    private static void search(Settings settings, int searcher, long deadline, PrintWriter report) {
        try (Composition core = Composition.open(settings)) {
            for (int n = searcher; System.nanoTime() < deadline; n++) {
                int note = n % NOTES;
                long start = System.currentTimeMillis();
                String outcome;
                try {
                    SearchResult result = core.search().search(SearchRequest.of(words(note), 5));
                    boolean found = result.hits().stream()
                            .anyMatch(hit -> hit.chunk().path().equals("load/note-" + note + ".md"));
                    outcome = found ? "ok" : "failed missed note-" + note + ": " + result.hits().size() + " hits";
                } catch (RuntimeException e) {
                    outcome = "failed " + e;
                }
                line(report, "search", start, outcome);
                pause();
            }
        }
    }

    private static void write(Settings settings, String folder, long deadline, PrintWriter report) {
        try (Composition core = Composition.open(settings)) {
            for (int n = 0; System.nanoTime() < deadline; n++) {
                long start = System.currentTimeMillis();
                String outcome;
                try {
                    Remembered written = core.remember().remember(new NewNote(folder + " lesson " + n,
                            "plover" + folder + n + " was learned under load\n", List.of("load"),
                            Optional.of(folder), Optional.of("failover-test")));
                    outcome = "ok " + written.path() + " plover" + folder + n;
                } catch (RuntimeException e) {
                    outcome = "failed " + e;
                }
                line(report, "write", start, outcome);
                pause();
            }
        }
    }

    private static synchronized void line(PrintWriter report, String kind, long start, String outcome) {
        report.println(kind + " " + start + " " + (System.currentTimeMillis() - start) + " "
                + outcome.replace('\n', ' '));
    }

    private static void pause() {
        try {
            Thread.sleep(PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Writes the workspace's notes the searchers look for. */
    static void writeNotes(Path workspace) throws IOException {
        Path load = Files.createDirectories(workspace.resolve("load"));
        for (int i = 0; i < NOTES; i++) {
            Files.writeString(load.resolve("note-" + i + ".md"), "# Load note " + i + "\n\nThe " + words(i)
                    + " entry says what was learned about failover " + i + ".\n", StandardCharsets.UTF_8);
        }
    }
}
