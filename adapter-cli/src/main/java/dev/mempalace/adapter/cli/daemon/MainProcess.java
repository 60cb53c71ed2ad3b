package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.start.Main;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line that runs {@link Main} in a JVM of its own, on this JVM's java and class path. */
public final class MainProcess {

    private MainProcess() {
    }

    /** {@code java JVM_FLAGS -cp <this class path> dev.mempalace.adapter.cli.Main ARGS}. */
    public static List<String> command(List<String> jvmFlags, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmFlags);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(args);
        return command;
    }
}
