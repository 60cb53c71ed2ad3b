package dev.mempalace.benchmark.command;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.benchmark.latency.DaemonFigures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The warm process {@code bench --cold --daemon} times searches through: started through the launcher with a
 * runtime folder of its own under the run's work folder (never the user's daemon), stopped on {@link #close()}.
 */
final class BenchDaemon implements AutoCloseable {

    /** Long enough for the slowest round between two of its searches; a bench killed outright leaves it no longer. */
    private static final String IDLE = "--idle=300s";

    private final MempalaceProcess process;
    private final BenchSettings settings;
    private final Path runtime;
    private final long servedAtStart;
    private int sent;

    private BenchDaemon(MempalaceProcess process, BenchSettings settings, Path runtime) {
        this.process = process;
        this.settings = settings;
        this.runtime = runtime;
        try {
            this.servedAtStart = status().path("commandsServed").asLong();
        } catch (ChildFailedException e) {
            close();
            throw e;
        }
    }

    /** Starts a warm process whose folder is {@code runtime}/mempalace (as {@code XDG_RUNTIME_DIR}). */
    static BenchDaemon start(MempalaceProcess process, BenchSettings settings, Path runtime) throws IOException {
        Files.createDirectories(runtime);
        process.run(settings, List.of("daemon", "start", IDLE), env -> env.put("XDG_RUNTIME_DIR", runtime.toString()));
        return new BenchDaemon(process, settings, runtime);
    }

    /** Runs {@code mempalace args...} through the launcher, which hands it to this warm process. */
    ChildRun run(List<String> args) {
        sent++;
        return process.run(settings, args, this::through);
    }

    /**
     * Its figures after the runs; a warm process that did not answer every command sent through it (the launcher
     * ran some itself) fails the bench, since those runs were not what they claim.
     */
    DaemonFigures figures() {
        JsonNode status = status();
        long served = status.path("commandsServed").asLong();
        if (served - servedAtStart != sent) {
            throw new ChildFailedException("the warm process answered " + (served - servedAtStart) + " of the " + sent
                    + " searches sent through it; see " + runtime.resolve("mempalace").resolve("daemon.log"), null);
        }
        return new DaemonFigures(served, status.has("residentBytes") ? status.get("residentBytes").asLong() : null);
    }

    /** Stops it; the commands it runs finish first. */
    @Override
    public void close() {
        process.run(settings, List.of("daemon", "stop"), this::through);
    }

    private JsonNode status() {
        JsonNode status = process.run(settings, List.of("daemon", "status", "--json"), this::through).json();
        if (!status.path("running").asBoolean()) {
            throw new ChildFailedException("the warm process does not run (socket "
                    + status.path("socket").asText() + ")", null);
        }
        return status;
    }

    /** Its folder, and no MEMPALACE_DAEMON of the user's: off would bypass it, on could start another. */
    private void through(Map<String, String> env) {
        env.put("XDG_RUNTIME_DIR", runtime.toString());
        env.remove("MEMPALACE_DAEMON");
    }
}
