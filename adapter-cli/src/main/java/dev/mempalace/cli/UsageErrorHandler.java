package dev.mempalace.cli;

import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/** A bad command line: one line on stderr naming the problem and where to find help, exit 2. */
final class UsageErrorHandler implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException problem, String[] args) {
        CommandLine command = problem.getCommandLine();
        String message = problem.getMessage() == null ? "bad command line" : problem.getMessage().strip();
        command.getErr().println("mempalace: " + message.replaceAll("\\s*\\R\\s*", " ") + " (see '"
                + command.getCommandSpec().qualifiedName() + " --help')");
        return ExitCodes.USAGE;
    }
}
