package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.client.ThisUser;
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
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import jdk.net.ExtendedSocketOptions;

/**
 * The user's warm process: serves commands over a Unix domain socket in the {@link DaemonFolder}, each on its own
 * thread, over {@link WarmCores}, run by the {@link CommandRunner} it is given. It takes only connections of its own
 * user, runs one per folder (a lock), and ends after an idle time, when its jar changes ({@link JarWatch}), or on
 * {@code daemon stop}.
 */
public final class DaemonServer {

    private final DaemonFolder folder;
    private final Duration idle;
    private final PrintWriter log;
    private final CommandRunner runner;
    private final JarWatch jar;
    private final WarmCores warm = new WarmCores();
    private final Cores cores;
    private final Admission admission;
    private final DaemonReport activity;
    private final ExecutorService clients = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "mempalace-daemon-command");
        thread.setDaemon(true);
        return thread;
    });
    private volatile String stopping;
    private ServerSocketChannel server;
    private ScheduledExecutorService watch;

    public DaemonServer(DaemonFolder folder, Duration idle, PrintWriter log, CommandRunner runner) {
        this(folder, idle, log, runner, JarStamp.ofThisJar());
    }

    /** A daemon that gives way when {@code jar} changes. */
    public DaemonServer(DaemonFolder folder, Duration idle, PrintWriter log, CommandRunner runner, JarStamp jar) {
        this(folder, idle, log, runner, jar, null);
    }

    /** A daemon whose commands get their cores from {@code cores} instead of its warm ones (for tests); none: warm. */
    public DaemonServer(DaemonFolder folder, Duration idle, PrintWriter log, CommandRunner runner, JarStamp jar,
            Cores cores) {
        this.folder = folder;
        this.idle = idle;
        this.log = log;
        this.runner = runner;
        this.jar = new JarWatch(jar, this::stop);
        this.cores = Objects.requireNonNullElse(cores, warm);
        this.admission = new Admission(runner);
        this.activity = new DaemonReport(folder.socket(), idle, warm);
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
            jar.start(watch);
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
            if (!peer.equals(ThisUser.get())) {
                log("refused a connection of user " + peer);
                client.close();
                continue;
            }
            activity.active();
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
        jar.close();
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
        long left = activity.idleLeft();
        if (!activity.busy() && left <= 0) {
            stop("idle for " + idle.toSeconds() + " s");
        } else if (stopping == null) {
            watch.schedule(this::checkIdle, Math.max(left, TimeUnit.SECONDS.toNanos(1)), TimeUnit.NANOSECONDS);
        }
    }

    /** Why this daemon will not run {@code hello}'s command (the client then runs it itself), or null. */
    String declines(Hello hello) {
        if (hello.protocol() == Frames.PROTOCOL && (stopping != null || jar.changed())) {
            return "the daemon is stopping";
        }
        return admission.declines(hello);
    }

    /** Whether {@code hello}'s command only reads, so that its client may run it again itself. */
    boolean readsOnly(Hello hello) {
        return admission.readsOnly(hello);
    }

    CommandRunner runner() {
        return runner;
    }

    Cores cores() {
        return cores;
    }

    DaemonReport activity() {
        return activity;
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
