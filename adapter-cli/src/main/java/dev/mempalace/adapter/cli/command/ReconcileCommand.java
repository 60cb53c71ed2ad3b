package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.OutputOptions;
import dev.mempalace.adapter.cli.output.ReconcileOutput;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.bootstrap.Composition;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code mempalace reconcile}: an audit of disk against the index; exit 10 when they disagree. */
@Command(name = "reconcile", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Name every note file new (+), changed (~) or deleted (-) since the last ingest.")
final class ReconcileCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Mixin
    private OutputOptions output;

    @Override
    public Integer call() {
        Io io = top.io();
        boolean json = output.json(io.terminal());
        Drift drift;
        try (Composition app = top.open(top.settings())) {
            drift = app.reconcile().reconcile();
        }
        if (json) {
            Json.print(io.out(), top.located(ReconcileOutput.json(drift)));
        } else {
            top.announce();
            io.out().print(ReconcileOutput.text(drift));
            io.out().flush();
        }
        return drift.agrees() ? ExitCodes.OK : ExitCodes.DRIFT;
    }
}
