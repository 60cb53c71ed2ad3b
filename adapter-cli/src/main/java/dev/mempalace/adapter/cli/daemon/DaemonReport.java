package dev.mempalace.adapter.cli.daemon;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.bootstrap.WarmCores;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/** The warm process's activity (commands running and served, the last one's time) and what {@code status} shows. */
final class DaemonReport {

    private final Path socket;
    private final Duration idle;
    private final WarmCores warm;
    private final Instant started = Instant.now();
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicLong served = new AtomicLong();
    private final AtomicLong lastActive = new AtomicLong(System.nanoTime());

    DaemonReport(Path socket, Duration idle, WarmCores warm) {
        this.socket = socket;
        this.idle = idle;
        this.warm = warm;
    }

    /** A client connected. */
    void active() {
        lastActive.set(System.nanoTime());
    }

    void began() {
        running.incrementAndGet();
        lastActive.set(System.nanoTime());
    }

    void ended() {
        served.incrementAndGet();
        lastActive.set(System.nanoTime());
        running.decrementAndGet();
    }

    /** Nanoseconds left before the idle deadline (none or less: it has passed), when no command runs. */
    long idleLeft() {
        return idle.toNanos() - (System.nanoTime() - lastActive.get());
    }

    boolean busy() {
        return running.get() > 0;
    }

    /** What {@code daemon status} shows, as JSON. */
    String report() {
        ObjectNode report = Json.object();
        report.put("running", true);
        report.put("pid", ProcessHandle.current().pid());
        report.put("socket", socket.toString());
        report.put("version", new Version().getVersion()[0]);
        report.put("startedAt", started.toString());
        report.put("idleExitSeconds", idle.toSeconds());
        report.put("commandsServed", served.get());
        report.put("commandsRunning", running.get());
        Map<String, List<String>> held = warm.held();
        report.set("indexes", Json.array(held.get("indexes")));
        report.set("models", Json.array(held.get("models")));
        resident().ifPresent(bytes -> report.put("residentBytes", bytes));
        return report.toString();
    }

    /** The process's resident memory, where the system tells it ({@code /proc} on Linux). */
    private static Optional<Long> resident() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/self/status"))) {
            return lines.filter(line -> line.startsWith("VmRSS:")).findFirst()
                    .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024);
        } catch (IOException | RuntimeException unknown) {
            return Optional.empty();
        }
    }
}
