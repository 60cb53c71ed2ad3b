package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.SocketStreams;
import dev.mempalace.adapter.cli.output.Io;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds, asks, starts and stops the user's warm process from a command's own process. */
public final class DaemonLauncher {

    /** How long the daemon waits for a command before it exits, unless told otherwise. */
    static final Duration DEFAULT_IDLE = Duration.ofMinutes(10);

    /**
     * A warm process keeps a model and indexes, and its commands spend their time in native code (SQLite, ONNX
     * Runtime): the serial collector keeps the heap small between commands, and the C1 compiler with a small code
     * cache costs less memory than it loses in speed (resident memory after 150 searches over three stores: 277 MiB
     * with the defaults, 180 MiB so, with {@link #MALLOC_ARENAS}).
     */
    private static final List<String> JVM_FLAGS = List.of("-XX:+UseSerialGC", "-Xms8m", "-Xmx512m",
            "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30", "-XX:TieredStopAtLevel=1",
            "-XX:ReservedCodeCacheSize=32m", "-Xshare:auto", "-Xlog:disable", "-Xlog:all=warning:stderr",
            // Idle, the JVM's own threads cost the most: the performance-data sampler wakes every 50 ms, the
            // monitor deflater every 250 ms, the VM thread for a safepoint every second. A JVM without one of
            // these options ignores it rather than not start.
            "-XX:-UsePerfData", "-XX:+IgnoreUnrecognizedVMOptions", "-XX:+UnlockDiagnosticVMOptions",
            "-XX:AsyncDeflationInterval=10000", "-XX:GuaranteedSafepointInterval=0");
    /** glibc gives each thread that allocates its own malloc arena; the native libraries' threads add up. */
    private static final String MALLOC_ARENAS = "2";
    private static final Set<String> NEVER_STARTS_IT = Set.of("daemon", "mcp", "serve", "bench");
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})\\s*([smh]?)");
    /** The longest idle time, in seconds: nine digits, as {@link #DURATION} reads them. */
    private static final long MAX_IDLE_SECONDS = 999_999_999L;

    private DaemonLauncher() {
    }

    public static DaemonFolder folder(Io io) {
        return DaemonFolder.of(io.env(), Path.of(System.getProperty("user.home")));
    }

    /** The running daemon's status (JSON), or nothing when none answers in the folder. */
    public static Optional<String> status(DaemonFolder folder) {
        return ask(folder, Frames.STATUS).filter(frame -> frame.type() == Frames.REPORT).map(Frames.Frame::text);
    }

    /** Whether a daemon, running or starting, holds the folder's lock. */
    public static boolean held(DaemonFolder folder) {
        try (FileChannel file = FileChannel.open(folder.lock(), StandardOpenOption.WRITE)) {
            FileLock lock = file.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException heldHere) {
            return true;
        } catch (IOException none) {
            return false;
        }
    }

    /** Asks the running daemon to stop; false when none answered. */
    public static boolean stop(DaemonFolder folder) {
        return ask(folder, Frames.STOP).isPresent();
    }

    /**
     * With {@code MEMPALACE_DAEMON=on}, a command run in its own process starts the daemon for the next ones when
     * none runs. Starting it may fail (the folder is not safe, say): the command it follows has succeeded anyway.
     */
    public static void startIfWanted(Io io, Optional<String> subcommand) {
        if (!"on".equalsIgnoreCase(io.variable("MEMPALACE_DAEMON"))
                || subcommand.filter(NEVER_STARTS_IT::contains).isPresent()) {
            return;
        }
        DaemonFolder folder = folder(io);
        try {
            if (status(folder).isEmpty()) {
                spawn(folder, idle(io.variable("MEMPALACE_DAEMON_IDLE")), io.env());
            }
        } catch (IOException | IllegalArgumentException notStarted) {
            // The warm path may make a command faster, never make it fail.
        }
    }

    /**
     * Starts {@code daemon run} as a process of its own, detached from this one's streams, in the command's
     * environment {@code env} (which names the folder, and which the daemon's clients must share).
     */
    public static Process spawn(DaemonFolder folder, Duration idle, Map<String, String> env) throws IOException {
        folder.create();
        List<String> command = MainProcess.command(JVM_FLAGS,
                List.of("daemon", "run", "--idle=" + idle.toSeconds() + "s"));
        File log = folder.log().toFile();
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().clear();
        builder.environment().putAll(env);
        builder.environment().putIfAbsent("MALLOC_ARENA_MAX", MALLOC_ARENAS);
        return builder.directory(folder.folder().toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log))
                .redirectError(ProcessBuilder.Redirect.appendTo(log))
                .start();
    }

    /** An idle time as typed: seconds, or a number with s, m or h; {@code null} is the default. */
    public static Duration idle(String typed) {
        if (typed == null) {
            return DEFAULT_IDLE;
        }
        Matcher matcher = DURATION.matcher(typed.trim());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("an idle time is seconds, or a number with s, m or h (such as 10m), "
                    + "not '" + typed + "'");
        }
        long amount = Long.parseLong(matcher.group(1));
        Duration idle = switch (matcher.group(2)) {
            case "m" -> Duration.ofMinutes(amount);
            case "h" -> Duration.ofHours(amount);
            default -> Duration.ofSeconds(amount);
        };
        // The daemon is given the time in seconds, which it reads by this same rule: what start takes, it takes.
        if (idle.toSeconds() > MAX_IDLE_SECONDS) {
            throw new IllegalArgumentException("an idle time is at most " + MAX_IDLE_SECONDS + " s, not '" + typed
                    + "'");
        }
        return idle;
    }

    private static Optional<Frames.Frame> ask(DaemonFolder folder, byte type) {
        if (!folder.trusted()) {
            return Optional.empty();
        }
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(folder.socket()))) {
            Frames.write(new DataOutputStream(new BufferedOutputStream(SocketStreams.out(channel))), type, new byte[0]);
            return Optional.of(Frames.read(new DataInputStream(new BufferedInputStream(SocketStreams.in(channel)))));
        } catch (IOException | RuntimeException none) {
            return Optional.empty();
        }
    }
}
