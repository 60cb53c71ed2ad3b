package dev.mempalace.adapter.cli.output;

import java.util.function.BooleanSupplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --json} / {@code --text}: which form a command prints; without either, text only on a terminal. */
public final class OutputOptions {

    private static final String JSON = "Print JSON (the default when stdout is not a terminal).";
    private static final String TEXT = "Print readable text (the default on a terminal).";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--json", description = JSON)
    private boolean json;

    @Option(names = "--text", description = TEXT)
    private boolean text;

    /** What was given, read from the fields picocli sets, or from the options {@link #declaredOn} added. */
    private BooleanSupplier jsonGiven = () -> json;
    private BooleanSupplier textGiven = () -> text;

    /** The same options added to {@code spec} through picocli's model ({@link Declared}), for a declared command. */
    public static OutputOptions declaredOn(CommandSpec spec) {
        OptionSpec json = Declared.flag("--json", JSON).build();
        OptionSpec text = Declared.flag("--text", TEXT).build();
        spec.addOption(json).addOption(text);
        OutputOptions options = new OutputOptions();
        options.mixee = spec;
        options.jsonGiven = json::getValue;
        options.textGiven = text::getValue;
        return options;
    }

    /** Whether to print JSON, given whether a person watches a terminal. */
    public boolean json(boolean terminal) {
        boolean asksJson = jsonGiven.getAsBoolean();
        boolean asksText = textGiven.getAsBoolean();
        if (asksJson && asksText) {
            throw new ParameterException(mixee.commandLine(), "--json and --text are mutually exclusive");
        }
        return asksJson || (!asksText && !terminal);
    }
}
