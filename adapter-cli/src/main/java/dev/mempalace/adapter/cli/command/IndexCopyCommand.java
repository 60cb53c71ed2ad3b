package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.IndexCopyOutput;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.ProgressReporter;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.adapter.cli.output.Wording;
import dev.mempalace.application.port.in.IndexCopyReport;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.IndexLocation;
import dev.mempalace.bootstrap.Settings;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code index copy --to INDEX}: fills another index from the notes, with this index's vectors, embedding none. */
@Command(name = "copy", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Fill another index (a SQLite file or a solr: URL) from the workspace's notes, copying every "
                + "vector this index holds for the model instead of embedding it again; this index is only read.")
final class IndexCopyCommand implements Callable<Integer> {

    @ParentCommand
    private IndexCommand index;

    @Spec
    private CommandSpec spec;

    @Mixin
    private OutputOptions output;

    @Option(names = "--to", required = true, paramLabel = "FILE|URL",
            description = "The index to fill: a SQLite file or a solr: URL, as --index takes them (a URL names "
                    + "its store key with store=).")
    private String to;

    @Override
    public Integer call() {
        MempalaceCommand top = top();
        Io io = top.io();
        boolean json = output.json(io.terminal());
        Settings from = top.settings();
        Settings target = target(from);
        IndexCopyReport report;
        try (ProgressReporter progress = ProgressReporter.resumable(io, "index copy --to " + to);
                Composition source = top.open(from);
                Composition copy = top.open(target)) {
            report = source.copyTo(copy).copy(progress);
        }
        if (json) {
            Map<String, Object> root = new LinkedHashMap<>(IndexCopyOutput.json(report));
            root.put("to", target.index().toString());
            Json.print(io.out(), top.located(root));
        } else {
            top.announce();
            io.out().println(IndexCopyOutput.text(report, target.index()));
            io.out().flush();
            report.warnings().forEach(w -> io.err().println("warning: " + Wording.of(w)));
        }
        report.skipped().forEach(s -> io.err().println("mempalace: could not read " + s.describe()));
        return report.skipped().isEmpty() ? ExitCodes.OK : ExitCodes.NOTES_SKIPPED;
    }

    /** The same settings over the index {@code --to} names; a bad value, or this very index, is a usage error. */
    private Settings target(Settings from) {
        try {
            IndexLocation location = IndexLocation.parse(to, top().io()::path, Optional.empty());
            Settings target = new Settings(from.workspace(), location, from.modelDir(), from.variant(), from.cache());
            if (target.index().equals(from.index())) {
                throw new ParameterException(spec.commandLine(), "--to names the index being copied, "
                        + from.index() + "; give another one");
            }
            return target;
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
    }

    private MempalaceCommand top() {
        return index.top();
    }
}
