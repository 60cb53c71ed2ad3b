package dev.mempalace.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's peak resident memory, where the operating system tells it (Linux: VmHWM in /proc/self/status). */
final class PeakMemory {

    private static final Path STATUS = Path.of("/proc/self/status");
    private static final String HIGH_WATER_MARK = "VmHWM:";

    private PeakMemory() {
    }

    /** Peak resident bytes so far, or -1 when the platform does not say. */
    static long residentBytes() {
        if (!Files.isReadable(STATUS)) {
            return -1;
        }
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith(HIGH_WATER_MARK)) {
                    String kib = line.substring(HIGH_WATER_MARK.length()).replace("kB", "").strip();
                    return Long.parseLong(kib) * 1024;
                }
            }
            return -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
