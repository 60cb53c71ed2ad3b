package dev.mempalace.adapter.cli.daemon;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line that runs the {@code mempalace} command's entry point in a JVM of its own, on this JVM's java. */
public final class MainProcess {

    /**
     * The entry point, named rather than linked: the start-up runs the warm process, not the other way round (MainTest
     * checks the name).
     */
    public static final String MAIN = "dev.mempalace.adapter.cli.start.Main";

    private MainProcess() {
    }

    /** {@code java JVM_FLAGS -cp <this class path> dev.mempalace.adapter.cli.start.Main ARGS}. */
    public static List<String> command(List<String> jvmFlags, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmFlags);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), MAIN));
        command.addAll(args);
        return command;
    }
}
