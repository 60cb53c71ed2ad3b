package dev.mempalace.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/** The JVM's heap in use after a collection, and the process's peak resident memory where Linux tells it. */
public final class MemoryProbe {

    private static final Path STATUS = Path.of("/proc/self/status");

    private MemoryProbe() {
    }

    /** Collects first, so that what remains is what the open index holds, not garbage of the build. */
    public static long heapUsedBytes() {
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    /** VmHWM: the most resident memory the process has had so far, over every size run before too. */
    public static OptionalLong peakRssBytes() {
        try {
            return Files.readAllLines(STATUS).stream().filter(l -> l.startsWith("VmHWM:"))
                    .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", "")) * 1024).findFirst();
        } catch (IOException | RuntimeException e) {
            // Not Linux, or no procfs: the report says "unknown" rather than failing the run.
            return OptionalLong.empty();
        }
    }
}
