package dev.mempalace.adapter.cli.output;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Options declared through picocli's model instead of annotations, for the commands a cold search runs: reading
 * annotations (the JDK's annotation parser and a proxy class spun per annotation type) was most of a short command's
 * parse. Each option holds its own value ({@link OptionSpec#getValue()}), shared with the copies a subcommand inherits.
 */
public final class Declared {

    private Declared() {
    }

    /** A flag: false until given. */
    public static OptionSpec.Builder flag(String name, String description) {
        return OptionSpec.builder(name).type(boolean.class).initialValue(false).description(description);
    }

    /** An option with one value of {@code type}, shown as {@code label}. */
    public static OptionSpec.Builder valued(String name, String label, Class<?> type, String description) {
        return OptionSpec.builder(name).paramLabel(label).type(type).description(description);
    }

    /** {@code -h, --help} and {@code -V, --version}, as picocli's standard help options read. */
    public static CommandSpec withStandardHelp(CommandSpec spec) {
        return spec.versionProvider(new Version())
                .addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                        .description("Show this help message and exit.").build())
                .addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                        .description("Print version information and exit.").build());
    }
}
