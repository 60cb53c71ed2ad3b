package dev.mempalace.adapter.cli.start;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the start-up must know of a command line before picocli parses it, read once in one pass: the subcommand
 * (only its command model is built) and the last value of the options that decide what loads beside the parse
 * ({@code --mode}, {@code --index}, {@code --model-dir}), as picocli will read them. picocli's parse runs the command.
 */
record CommandWords(Optional<String> subcommand, Map<String, String> values) {

    /** The top command's options that take a value as the next argument. */
    private static final Set<String> VALUED_OPTIONS = Set.of("--workspace", "--index", "--model-dir", "--model");
    /** The options whose value is read here. */
    private static final List<String> READ = List.of("--mode", "--index", "--model-dir");

    /**
     * The subcommand is the first word that is neither an option nor a top option's value; none when there is no such
     * word, or an argument file ({@code @FILE}) or {@code --} comes first. A value is the one the last option before
     * {@code --} is given ({@code option VALUE} or {@code option=VALUE}).
     */
    static CommandWords of(String... args) {
        String subcommand = null;
        boolean looking = true;
        boolean valueNext = false;
        boolean optionsEnded = false;
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length && (looking || !optionsEnded); i++) {
            String arg = args[i];
            optionsEnded |= arg.equals("--");
            if (looking && valueNext) {
                valueNext = false;
            } else if (looking && (arg.startsWith("@") || arg.equals("--"))) {
                looking = false;
            } else if (looking && VALUED_OPTIONS.contains(arg)) {
                valueNext = true;
            } else if (looking && !arg.startsWith("-")) {
                subcommand = arg;
                looking = false;
            }
            for (String option : optionsEnded ? List.<String>of() : READ) {
                if (arg.equals(option) && i + 1 < args.length) {
                    values.put(option, args[i + 1]);
                } else if (arg.startsWith(option + "=")) {
                    values.put(option, arg.substring(option.length() + 1));
                }
            }
        }
        return new CommandWords(Optional.ofNullable(subcommand), Map.copyOf(values));
    }

    /** Whether a lexical search is asked for ({@code --mode lexical}, any case), which loads no model. */
    boolean asksLexical() {
        return "lexical".equalsIgnoreCase(values.get("--mode"));
    }

    /** The index named by {@code --index}, else by the variable {@code MEMPALACE_INDEX}; none names the default. */
    Optional<String> indexNamed(String variable) {
        return Optional.ofNullable(values.getOrDefault("--index", variable));
    }

    /** The value the last {@code option} is given, if any. */
    Optional<String> value(String option) {
        return Optional.ofNullable(values.get(option));
    }
}
