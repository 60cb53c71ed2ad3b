package dev.mempalace.benchmark.command;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The options every {@code bench} suite shares, and the usage errors, work folder and output they have in common. */
record BenchRun(BenchHost host, CommandLine commandLine, List<SearchMode> modes, Path work, Path out,
        boolean json) {

    /** The work folder: --work, else one per suite and model, so int8 and fp32 runs keep their own indexes. */
    Path workDir(String suiteName) {
        if (work != null) {
            return work.toAbsolutePath().normalize();
        }
        BenchSettings settings = host.settings();
        return settings.cache().resolve("bench").resolve(suiteName + "-" + settings.modelLabel());
    }

    /**
     * A new folder for one run, under {@code work} when given, else under the cache's {@code bench/<suite>} folder;
     * the caller deletes it ({@link dev.mempalace.benchmark.Folders#delete}).
     */
    Path scratch(Path work, String suite) throws IOException {
        Path parent = work != null ? work.toAbsolutePath().normalize()
                : host.settings().cache().resolve("bench").resolve(suite);
        Files.createDirectories(parent);
        return Files.createTempDirectory(parent, "run-");
    }

    int print(String reportJson, String table) throws IOException {
        if (out != null) {
            Path target = out.toAbsolutePath();
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            Files.writeString(target, reportJson + System.lineSeparator(), StandardCharsets.UTF_8);
        }
        host.out().print(json ? reportJson + System.lineSeparator() : table);
        host.out().flush();
        return CommandLine.ExitCode.OK;
    }

    /** Runs a benchmark step whose malformed input (a missing file, bad JSON, a bad value) is a usage error. */
    <T> T badInput(Supplier<T> step) {
        try {
            return step.get();
        } catch (UncheckedIOException | IllegalArgumentException e) {
            throw usage(e.getMessage(), e);
        }
    }

    ParameterException usage(String message, Exception cause) {
        return new ParameterException(commandLine, message, cause);
    }

    /** Progress on stderr of embedding, counted in chunks. */
    EmbedProgress embedding() {
        return host.progress("embedding", "chunks");
    }
}
