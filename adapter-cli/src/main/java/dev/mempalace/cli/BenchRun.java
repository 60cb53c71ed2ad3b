package dev.mempalace.cli;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.domain.note.ContentHash;
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
record BenchRun(MempalaceCommand top, CommandLine commandLine, List<SearchMode> modes, Path work, Path out,
        boolean json) {

    /** The work folder: --work, else one per suite and model, so int8 and fp32 runs keep their own indexes. */
    Path workDir(Settings settings, String suiteName) {
        if (work != null) {
            return work.toAbsolutePath().normalize();
        }
        String model = settings.modelDir()
                .map(d -> "dir-" + ContentHash.of(d.toString()).substring(0, 12)).orElse(settings.variant());
        return settings.cache().resolve("bench").resolve(suiteName + "-" + model);
    }

    int print(String reportJson, String table) throws IOException {
        if (out != null) {
            Path target = out.toAbsolutePath();
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            Files.writeString(target, reportJson + System.lineSeparator(), StandardCharsets.UTF_8);
        }
        top.io().out().print(json ? reportJson + System.lineSeparator() : table);
        top.io().out().flush();
        return ExitCodes.OK;
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
}
