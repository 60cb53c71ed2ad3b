package dev.mempalace.adapter.cli.output;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --json} / {@code --text}: which form a command prints; without either, text only on a terminal. */
public final class OutputOptions {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--json", description = "Print JSON (the default when stdout is not a terminal).")
    private boolean json;

    @Option(names = "--text", description = "Print readable text (the default on a terminal).")
    private boolean text;

    /** Whether to print JSON, given whether a person watches a terminal. */
    public boolean json(boolean terminal) {
        if (json && text) {
            throw new ParameterException(mixee.commandLine(), "--json and --text are mutually exclusive");
        }
        return json || (!text && !terminal);
    }
}
