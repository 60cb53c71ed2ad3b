package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.client.ThisUser;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** Which clients' commands the warm process runs, and which of them its client may run again itself. */
final class Admission {

    /** Commands that need a process of their own: a long-lived server, the benchmark, the daemon's own. */
    private static final Set<String> IN_PROCESS = Set.of("mcp", "serve", "bench", "daemon");
    /**
     * Commands that only read (the index, the notes): their client may run one itself when the daemon ends before
     * answering anything ({@link Frames#READS_ONLY}). A write may have happened, so it is never run twice.
     */
    private static final Set<String> READS_ONLY = Set.of("search", "get", "status");
    /**
     * Variables read outside the command's environment (the home folder, the clock); they must match. The session
     * readers read the command's own environment, which the settings hand them, so no harness's variable is here.
     */
    private static final List<String> SHARED_VARIABLES = List.of("HOME", "TZ");

    private final CommandRunner runner;
    /** This process's umask: a process holds one for all its threads, so a client with another one runs itself. */
    private final String umask = ThisUser.umask();

    Admission(CommandRunner runner) {
        this.runner = runner;
    }

    /** Why this daemon will not run {@code hello}'s command (the client then runs it itself), or null. */
    String declines(Hello hello) {
        if (hello.protocol() != Frames.PROTOCOL) {
            return "the client speaks protocol " + hello.protocol() + ", the daemon " + Frames.PROTOCOL;
        }
        String[] args = hello.args().toArray(String[]::new);
        if (runner.subcommand(args).filter(IN_PROCESS::contains).isPresent()) {
            return "this command runs in a process of its own";
        }
        if (!hello.user().equals(ThisUser.get())) {
            return "the client runs as " + hello.user();
        }
        if (!hello.umask().equals(umask)) {
            return "the client's umask " + hello.umask() + " differs from the daemon's " + umask;
        }
        if (!hello.fileNames().equals(System.getProperty("sun.jnu.encoding", ""))) {
            return "the client's file names are " + hello.fileNames();
        }
        if (!supported(hello.charset())) {
            return "the client's charset " + hello.charset() + " is unknown here";
        }
        for (String name : SHARED_VARIABLES) {
            if (!Objects.equals(hello.env().get(name), System.getenv(name))) {
                return "the client's " + name + " differs from the daemon's";
            }
        }
        return null;
    }

    private static boolean supported(String charset) {
        try {
            return Charset.isSupported(charset);
        } catch (IllegalCharsetNameException unnamed) {
            return false;
        }
    }

    /** Whether {@code hello}'s command only reads, so that its client may run it again itself. */
    boolean readsOnly(Hello hello) {
        return runner.subcommand(hello.args().toArray(String[]::new)).filter(READS_ONLY::contains).isPresent();
    }
}
