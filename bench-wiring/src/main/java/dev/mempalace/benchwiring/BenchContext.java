package dev.mempalace.benchwiring;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.bootstrap.Settings;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** What the driver that hosts {@code mempalace bench} gives it: this run's settings, streams and launcher. */
public interface BenchContext {

    /** Where this run works; a bad value (from an option or the environment) is a usage error. */
    Settings settings();

    /** Whether the workspace was named explicitly (option or environment) rather than defaulted. */
    boolean workspaceGiven();

    /** Whether the index file was named explicitly (option or environment) rather than defaulted. */
    boolean indexGiven();

    /** Where reports go. */
    PrintWriter out();

    /** Where progress, warnings and errors go. */
    PrintWriter err();

    /** Shows the progress of {@code task} on stderr, counted in {@code unit}. */
    EmbedProgress progress(String task, String unit);

    /** The command that starts a fresh MemPalace process, before its arguments. */
    List<String> launcher();

    /** How reports name that command. */
    String launcherLabel();

    /** The variable through which a spawned process learns when it was started. */
    String startVariable();

    /** The java binary that command runs; by default this JVM's own. */
    default String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
