package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.Folders;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.latency.ColdJson;
import dev.mempalace.benchmark.latency.ColdReport;
import dev.mempalace.benchmark.latency.ColdRun;
import dev.mempalace.benchmark.latency.ColdTable;
import dev.mempalace.benchmark.latency.DaemonFigures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench --cold}: whole {@code search} processes per mode, timed as an agent calling the command sees them;
 * in-process, and with {@code --daemon} through a warm process too, with the peers' runs interleaved each round.
 */
final class ColdBench {

    private ColdBench() {
    }

    static int run(BenchRun run, BenchSettings settings, List<GoldenQuery> golden, int runs, ColdOptions options)
            throws IOException {
        MempalaceProcess process = new MempalaceProcess(run.host().launcher());
        // In the temporary folder, not the cache: a Unix domain socket's path must stay short (about 100 bytes).
        Path work = Files.createTempDirectory("mempalace-cold-");
        ColdReport report;
        try {
            report = measure(run, settings, golden, runs, options, process, work);
        } catch (ChildFailedException e) {
            return e.report(run.host().err());
        } finally {
            delete(work, run.host().err());
        }
        return run.print(ColdJson.write(report), ColdTable.render(report));
    }

    private static ColdReport measure(BenchRun run, BenchSettings settings, List<GoldenQuery> golden, int runs,
            ColdOptions options, MempalaceProcess process, Path work) throws IOException {
        List<SearchMode> modes = List.copyOf(new LinkedHashSet<>(run.modes()));
        ColdPeers peers = ColdPeers.prepare(options, process.java(), settings.workspace(), work);
        List<ColdRun> timed = new ArrayList<>();
        DaemonFigures figures = null;
        try (BenchDaemon daemon = options.daemon() ? BenchDaemon.start(process, settings, work.resolve("run")) : null) {
            // One untimed run each first: the first run after a build writes the launcher's class-data archive, and
            // the warm process loads its index and model.
            round(process, daemon, peers, settings, modes, golden.get(0).query(), null);
            for (int i = 0; i < runs; i++) {
                round(process, daemon, peers, settings, modes, golden.get(i % golden.size()).query(), timed);
            }
            if (daemon != null) {
                figures = daemon.figures();
            }
        }
        return ColdReport.of(golden.size(), runs, process.description(), timed, peers.report(), figures);
    }

    /** Every mode in-process (and through the warm process), then every peer, with one query; kept if timed. */
    private static void round(MempalaceProcess process, BenchDaemon daemon, ColdPeers peers, BenchSettings settings,
            List<SearchMode> modes, String query, List<ColdRun> timed) {
        for (SearchMode mode : modes) {
            List<String> args = List.of("--timings", "search", "--json", "--mode", mode.label(), "--", query);
            ColdRun cold = result(mode, false, process.run(settings, args, env -> env.put("MEMPALACE_DAEMON", "off")));
            ColdRun warm = daemon == null ? null : result(mode, true, daemon.run(args));
            if (timed != null) {
                timed.add(cold);
                if (warm != null) {
                    timed.add(warm);
                }
            }
        }
        peers.run(query, timed != null);
    }

    private static ColdRun result(SearchMode mode, boolean daemon, ChildRun child) {
        JsonNode result = child.json();
        List<String> warnings = new ArrayList<>();
        result.path("warnings").forEach(w -> warnings.add(w.asText()));
        SearchMode ranIn = SearchMode.valueOf(result.path("mode").asText(mode.label()).toUpperCase(Locale.ROOT));
        return new ColdRun(mode, daemon, ranIn, child.nanos(), child.timings(), warnings);
    }

    /** The run's folder goes, best effort: what is left of it is harmless, the report matters more. */
    private static void delete(Path dir, PrintWriter err) {
        try {
            Folders.delete(dir);
        } catch (IOException | UncheckedIOException e) {
            err.println("warning: could not delete " + dir + ": " + e.getMessage());
        }
    }
}
