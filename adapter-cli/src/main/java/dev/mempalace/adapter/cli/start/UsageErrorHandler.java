package dev.mempalace.adapter.cli.start;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.MutuallyExclusiveArgsException;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A bad command line: one line on stderr in MemPalace's own words naming the problem and where to find help,
 * exit 2. Picocli's own phrasing (argument indexes, Java type names, enum constants) never reaches the user.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException problem, String[] args) {
        CommandLine command = problem.getCommandLine();
        command.getErr().println("mempalace: " + message(problem, args).replaceAll("\\s*\\R\\s*", " ") + " (see '"
                + command.getCommandSpec().qualifiedName() + " --help')");
        return ExitCodes.USAGE;
    }

    private static String message(ParameterException problem, String[] args) {
        if (problem instanceof UnmatchedArgumentException unmatched) {
            return unmatched(unmatched);
        }
        if (problem instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
            ArgSpec arg = missing.getMissing().get(0);
            if (!arg.isOption()) {
                return arg.paramLabel() + " is required";
            }
            // A required option left out names the command that needs it; one given without its value, the value.
            return given(name(arg), args) ? name(arg) + " needs a value: " + arg.paramLabel()
                    : problem.getCommandLine().getCommandName() + " needs " + name(arg) + " " + arg.paramLabel();
        }
        if (problem instanceof OverwrittenOptionException overwritten) {
            return name(overwritten.getOverwritten()) + " is given twice";
        }
        if (problem instanceof MutuallyExclusiveArgsException) {
            for (ArgGroupSpec group : problem.getCommandLine().getCommandSpec().argGroups()) {
                List<String> given = group.options().stream().map(UsageErrorHandler::name)
                        .filter(option -> given(option, args)).toList();
                if (group.exclusive() && given.size() > 1) {
                    return String.join(" and ", given) + " are mutually exclusive";
                }
            }
        }
        if (problem.getArgSpec() != null && problem.getValue() != null) {
            return invalid(problem.getArgSpec(), problem.getValue());
        }
        return problem.getMessage() == null ? "bad command line" : problem.getMessage().strip();
    }

    private static boolean given(String option, String[] args) {
        return Arrays.stream(args).anyMatch(a -> a.equals(option) || a.startsWith(option + "="));
    }

    private static String unmatched(UnmatchedArgumentException problem) {
        String first = problem.getUnmatched().isEmpty() ? "" : problem.getUnmatched().get(0);
        if (problem.isUnknownOption()) {
            return "unknown option '" + first + "'";
        }
        CommandLine command = problem.getCommandLine();
        if (command.getParent() == null && !command.getSubcommands().isEmpty()) {
            return "unknown command '" + first + "'; the commands are "
                    + String.join(", ", command.getSubcommands().keySet());
        }
        return "unexpected argument '" + first + "'";
    }

    /** A value the option's type refused; with a split option, only the bad element is named. */
    private static String invalid(ArgSpec arg, String value) {
        Class<?> type = arg.isMultiValue() && arg.auxiliaryTypes().length > 0 ? arg.auxiliaryTypes()[0] : arg.type();
        String bad = badElement(arg, type, value);
        if (type.isEnum()) {
            List<String> names = Arrays.stream(type.getEnumConstants())
                    .map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT)).toList();
            return name(arg) + " takes " + String.join(", ", names.subList(0, names.size() - 1)) + " or "
                    + names.get(names.size() - 1) + ", not '" + bad + "'";
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return name(arg) + " takes a whole number, not '" + bad + "'";
        }
        if (type == LocalDate.class) {
            return name(arg) + " takes a date as YYYY-MM-DD, not '" + bad + "'";
        }
        return name(arg) + " does not take '" + bad + "'";
    }

    private static String badElement(ArgSpec arg, Class<?> type, String value) {
        if (!type.isEnum() || arg.splitRegex().isEmpty()) {
            return value;
        }
        return Arrays.stream(value.split(arg.splitRegex()))
                .filter(v -> Arrays.stream(type.getEnumConstants())
                        .noneMatch(c -> ((Enum<?>) c).name().equalsIgnoreCase(v)))
                .findFirst().orElse(value);
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec option ? option.longestName() : arg.paramLabel();
    }
}
