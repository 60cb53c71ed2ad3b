package dev.mempalace.benchmark.command;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.latency.ColdJson;
import dev.mempalace.benchmark.latency.ColdReport;
import dev.mempalace.benchmark.latency.ColdRun;
import dev.mempalace.benchmark.latency.ColdTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/** {@code bench --cold}: whole {@code search} processes per mode, timed as an agent calling the command sees them. */
final class ColdBench {

    private ColdBench() {
    }

    static int run(BenchRun run, BenchSettings settings, List<GoldenQuery> golden, int runs) throws IOException {
        List<SearchMode> modes = List.copyOf(new LinkedHashSet<>(run.modes()));
        MempalaceProcess process = new MempalaceProcess(run.host().launcher());
        List<ColdRun> timed = new ArrayList<>();
        try {
            // One untimed run per mode first: the first run after a build writes the launcher's class-data archive.
            for (SearchMode mode : modes) {
                search(process, settings, mode, golden.get(0).query());
            }
            for (int i = 0; i < runs; i++) {
                for (SearchMode mode : modes) {
                    timed.add(search(process, settings, mode, golden.get(i % golden.size()).query()));
                }
            }
        } catch (ChildFailedException e) {
            return e.report(run.host().err());
        }
        ColdReport report = ColdReport.of(golden.size(), runs, process.description(), timed);
        return run.print(ColdJson.write(report), ColdTable.render(report));
    }

    private static ColdRun search(MempalaceProcess process, BenchSettings settings, SearchMode mode, String query) {
        ChildRun child = process.run(settings, List.of("--timings", "search", "--json", "--mode", mode.label(), "--",
                query));
        JsonNode result = child.json();
        List<String> warnings = new ArrayList<>();
        result.path("warnings").forEach(w -> warnings.add(w.asText()));
        SearchMode ranIn = SearchMode.valueOf(result.path("mode").asText(mode.label()).toUpperCase(Locale.ROOT));
        return new ColdRun(mode, ranIn, child.nanos(), child.timings(), warnings);
    }
}
