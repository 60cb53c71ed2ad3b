package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.BundledGoldenSet;
import dev.mempalace.benchmark.redaction.RedactionBenchmark;
import dev.mempalace.benchmark.redaction.RedactionJson;
import dev.mempalace.benchmark.redaction.RedactionReport;
import dev.mempalace.benchmark.redaction.RedactionTable;
import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code bench redaction}: the host's secret redactor on planted fake secrets of every kind (recall), then on the
 * notes of the workspace (by default the bundled golden set's), which hold none (false positives). Writes nothing.
 */
final class RedactionBench {

    /** Planted texts: each holds every kind in six contexts. */
    static final int FIXTURES = 10;

    private RedactionBench() {
    }

    static int run(BenchRun run) throws IOException {
        BenchHost host = run.host();
        Path workspace = host.workspaceGiven() ? host.settings().workspace()
                : BundledGoldenSet.writeTo(host.settings().cache().resolve("bench").resolve("golden")).workspace();
        RedactionReport report = run.badInput(() -> RedactionBenchmark.run(host.redactor(), workspace, FIXTURES));
        return run.print(RedactionJson.write(report), RedactionTable.render(report));
    }
}
