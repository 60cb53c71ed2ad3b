package dev.mempalace.adapter.cli.daemon;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.adapter.cli.start.Main;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.WarmCores;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import jdk.net.ExtendedSocketOptions;

/**
 * The user's warm process: serves commands over a Unix domain socket in the {@link DaemonFolder}, each on its own
 * thread, over {@link WarmCores}. It takes only connections of its own user, runs one per folder (a lock), and
 * ends after an idle time, when its jar changes (a rebuild or an upgrade), or on {@code daemon stop}.
 */
public final class DaemonServer {

    /** Commands that need a process of their own: a long-lived server, the benchmark, the daemon's own. */
    private static final Set<String> IN_PROCESS = Set.of("mcp", "bench", "daemon");
    /**
     * Commands that only read (the index, the notes): their client may run one itself when the daemon ends before
     * answering anything ({@link Frames#READS_ONLY}). A write may have happened, so it is never run twice.
     */
    private static final Set<String> READS_ONLY = Set.of("search", "get", "status");
    /** Variables read outside the command's environment (by the session readers, the clock); they must match. */
    private static final List<String> SHARED_VARIABLES = List.of("HOME", "TZ", "CLAUDE_CONFIG_DIR", "CODEX_HOME");
    /** How often the jar is looked at when its folder cannot be watched. */
    private static final Duration JAR_POLL = Duration.ofSeconds(5);

    private final DaemonFolder folder;
    private final Duration idle;
    private final PrintWriter log;
    private final JarStamp jar;
    private final WarmCores warm = new WarmCores();
    private final Cores cores;
    private final Instant started = Instant.now();
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicLong served = new AtomicLong();
    private final AtomicLong lastActive = new AtomicLong(System.nanoTime());
    private final ExecutorService clients = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "mempalace-daemon-command");
        thread.setDaemon(true);
        return thread;
    });
    private volatile String stopping;
    private ServerSocketChannel server;
    private ScheduledExecutorService watch;
    private WatchService jarWatch;

    public DaemonServer(DaemonFolder folder, Duration idle, PrintWriter log) {
        this(folder, idle, log, JarStamp.ofThisJar());
    }

    /** A daemon that gives way when {@code jar} changes. */
    public DaemonServer(DaemonFolder folder, Duration idle, PrintWriter log, JarStamp jar) {
        this(folder, idle, log, jar, null);
    }

    /** A daemon whose commands get their cores from {@code cores} instead of its warm ones (for tests); none: warm. */
    public DaemonServer(DaemonFolder folder, Duration idle, PrintWriter log, JarStamp jar, Cores cores) {
        this.folder = folder;
        this.idle = idle;
        this.log = log;
        this.jar = jar;
        this.cores = Objects.requireNonNullElse(cores, warm);
    }

    /**
     * Serves until stopped; throws {@link IOException} when the folder cannot be made safe or the socket cannot be
     * bound, and {@link AlreadyRunning} when another daemon holds the folder.
     */
    public void serve() throws IOException {
        folder.create();
        try (FileChannel lockFile = FileChannel.open(folder.lock(), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = tryLock(lockFile)) {
            if (lock == null) {
                throw new AlreadyRunning();
            }
            Files.deleteIfExists(folder.socket());
            server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            server.bind(UnixDomainSocketAddress.of(folder.socket()));
            Files.setPosixFilePermissions(folder.socket(), PosixFilePermissions.fromString("rw-------"));
            log("serving on " + folder.socket() + " (pid " + ProcessHandle.current().pid() + ", exits after "
                    + idle.toSeconds() + " s idle)");
            // An idle daemon should cost no CPU: nothing wakes it but its idle deadline and a change in its jar's
            // folder (inotify, through a WatchService). A command checks the jar itself before it is served.
            watch = Executors.newSingleThreadScheduledExecutor(runnable -> {
                Thread thread = new Thread(runnable, "mempalace-daemon-watch");
                thread.setDaemon(true);
                return thread;
            });
            watch.schedule(this::checkIdle, idle.toNanos(), TimeUnit.NANOSECONDS);
            watchJar();
            accept();
            watch.shutdownNow();
            finish();
        }
    }

    /** The folder's lock, or null when another daemon (in this process or another) holds it. */
    private static FileLock tryLock(FileChannel file) throws IOException {
        try {
            return file.tryLock();
        } catch (OverlappingFileLockException heldHere) {
            return null;
        }
    }

    private void accept() throws IOException {
        while (stopping == null) {
            SocketChannel client;
            try {
                client = server.accept();
            } catch (ClosedChannelException closed) {
                return;
            }
            String peer = client.getOption(ExtendedSocketOptions.SO_PEERCRED).user().getName();
            if (!peer.equals(System.getProperty("user.name"))) {
                log("refused a connection of user " + peer);
                client.close();
                continue;
            }
            lastActive.set(System.nanoTime());
            clients.execute(new DaemonConnection(this, client));
        }
    }

    /** Waits for running commands (a bounded time), then lets go of the models, the indexes and the socket. */
    private void finish() throws IOException {
        clients.shutdown();
        try {
            clients.awaitTermination(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (jarWatch != null) {
            jarWatch.close();
        }
        warm.close();
        Files.deleteIfExists(folder.socket());
        log("stopped: " + stopping);
    }

    /** Stops taking commands; those running finish. */
    void stop(String why) {
        if (stopping == null) {
            stopping = why;
        }
        try {
            server.close();
        } catch (IOException e) {
            log("closing the socket failed: " + e.getMessage());
        }
    }

    /** Stops at the idle deadline; after a command, looks again when the new deadline comes. */
    private void checkIdle() {
        long left = idle.toNanos() - (System.nanoTime() - lastActive.get());
        if (running.get() == 0 && left <= 0) {
            stop("idle for " + idle.toSeconds() + " s");
        } else if (stopping == null) {
            watch.schedule(this::checkIdle, Math.max(left, TimeUnit.SECONDS.toNanos(1)), TimeUnit.NANOSECONDS);
        }
    }

    /**
     * Stops when the jar changes: told by the system when its folder can be watched, else by looking every few
     * seconds. Classes run from a folder (tests) have no jar to watch.
     */
    private void watchJar() {
        Optional<Path> path = jar.path();
        if (path.isEmpty()) {
            return;
        }
        Path dir = path.get().toAbsolutePath().getParent();
        try {
            jarWatch = dir.getFileSystem().newWatchService();
            dir.register(jarWatch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                    StandardWatchEventKinds.ENTRY_DELETE);
        } catch (IOException | UnsupportedOperationException unwatchable) {
            watch.scheduleWithFixedDelay(this::checkJar, JAR_POLL.toMillis(), JAR_POLL.toMillis(),
                    TimeUnit.MILLISECONDS);
            return;
        }
        WatchService service = jarWatch;
        Thread thread = new Thread(() -> {
            try {
                while (stopping == null) {
                    WatchKey key = service.take();
                    key.pollEvents();
                    checkJar();
                    if (!key.reset()) {
                        stop("the folder of its jar is gone");
                    }
                }
            } catch (InterruptedException | ClosedWatchServiceException done) {
                // The daemon is stopping.
            }
        }, "mempalace-daemon-jar");
        thread.setDaemon(true);
        thread.start();
    }

    private void checkJar() {
        if (jar.changed()) {
            stop("its jar changed");
        }
    }

    /** Why this daemon will not run {@code hello}'s command (the client then runs it itself), or null. */
    String declines(Hello hello) {
        if (hello.protocol() != Frames.PROTOCOL) {
            return "the client speaks protocol " + hello.protocol() + ", the daemon " + Frames.PROTOCOL;
        }
        if (stopping != null || jar.changed()) {
            return "the daemon is stopping";
        }
        String[] args = hello.args().toArray(String[]::new);
        if (Main.subcommand(args).filter(IN_PROCESS::contains).isPresent()) {
            return "this command runs in a process of its own";
        }
        if (!hello.user().equals(System.getProperty("user.name"))) {
            return "the client runs as " + hello.user();
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
        return Main.subcommand(hello.args().toArray(String[]::new)).filter(READS_ONLY::contains).isPresent();
    }

    Cores cores() {
        return cores;
    }

    void began() {
        running.incrementAndGet();
        lastActive.set(System.nanoTime());
    }

    void ended() {
        served.incrementAndGet();
        lastActive.set(System.nanoTime());
        running.decrementAndGet();
    }

    /** What {@code daemon status} shows, as JSON. */
    String report() {
        ObjectNode report = Json.object();
        report.put("running", true);
        report.put("pid", ProcessHandle.current().pid());
        report.put("socket", folder.socket().toString());
        report.put("version", new Version().getVersion()[0]);
        report.put("startedAt", started.toString());
        report.put("idleExitSeconds", idle.toSeconds());
        report.put("commandsServed", served.get());
        report.put("commandsRunning", running.get());
        Map<String, List<String>> held = warm.held();
        report.set("indexes", Json.array(held.get("indexes")));
        report.set("models", Json.array(held.get("models")));
        resident().ifPresent(bytes -> report.put("residentBytes", bytes));
        return report.toString();
    }

    /** The process's resident memory, where the system tells it ({@code /proc} on Linux). */
    private static Optional<Long> resident() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/self/status"))) {
            return lines.filter(line -> line.startsWith("VmRSS:")).findFirst()
                    .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024);
        } catch (IOException | RuntimeException unknown) {
            return Optional.empty();
        }
    }

    synchronized void log(String line) {
        log.println(Instant.now() + " mempalace daemon: " + line);
        log.flush();
    }

    /** Another daemon serves the folder already. */
    public static final class AlreadyRunning extends IOException {
        private static final long serialVersionUID = 1L;

        AlreadyRunning() {
            super("another daemon already serves this folder");
        }
    }
}
