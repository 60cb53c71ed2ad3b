package dev.mempalace.adapter.cli.client;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.concurrent.CountDownLatch;
import jdk.net.ExtendedSocketOptions;

/**
 * The launcher's client of the warm process: hands this command line to the user's daemon and prints what comes
 * back, byte for byte, ending with the command's exit code. When there is no daemon, or it cannot be trusted, or
 * it declines, the client has read nothing and exits with {@link #RUN_IN_PROCESS}, and the launcher runs the
 * command itself: the warm path may make a command faster, never make it fail.
 */
public final class DaemonClient {

    /** The exit code that tells the launcher to run the command in-process; the CLI itself never uses it. */
    public static final int RUN_IN_PROCESS = 254;

    private static final int INTERRUPTED = 130;
    private static final String SELECTOR_PROVIDER = "java.nio.channels.spi.SelectorProvider";

    private DaemonClient() {
    }

    public static void main(String[] args) {
        UserHome.adopt(System.getenv());
        // Linux's provider named, the socket's open does not first search the class path for another (this jar
        // opened as a zip): some 5 of the client's 70 ms of CPU. Should the JDK not have it, the open fails and the
        // command runs in-process.
        if ("Linux".equals(System.getProperty("os.name")) && System.getProperty(SELECTOR_PROVIDER) == null) {
            System.setProperty(SELECTOR_PROVIDER, "sun.nio.ch.EPollSelectorProvider");
        }
        java.io.Console console = System.console();
        Hello hello = new Hello(Frames.PROTOCOL, List.of(args), System.getProperty("user.dir"), System.getenv(),
                console != null, (console == null ? StandardCharsets.UTF_8 : console.charset()).name(),
                System.getProperty("sun.jnu.encoding", ""), ThisUser.get(), ThisUser.umask());
        System.exit(run(hello, new Streams(System.in, new FileOutputStream(FileDescriptor.out),
                new FileOutputStream(FileDescriptor.err)), true));
    }

    /** This process's standard streams, or a test's. */
    public record Streams(InputStream in, OutputStream out, OutputStream err) {
    }

    /**
     * Runs {@code hello}'s command in the daemon of its environment and returns its exit code, or {@link
     * #RUN_IN_PROCESS}; with {@code hearCtrlC}, this JVM's end (Ctrl-C) is passed on as an interrupt.
     */
    public static int run(Hello hello, Streams streams, boolean hearCtrlC) {
        DaemonFolder folder = DaemonFolder.of(hello.env(), Path.of(System.getProperty("user.home")));
        if (!folder.trusted()) {
            return RUN_IN_PROCESS;
        }
        SocketChannel channel;
        try {
            channel = SocketChannel.open(UnixDomainSocketAddress.of(folder.socket()));
        } catch (IOException | RuntimeException | ServiceConfigurationError unreachable) {
            return RUN_IN_PROCESS;
        }
        try (channel) {
            if (!channel.getOption(ExtendedSocketOptions.SO_PEERCRED).user().getName()
                    .equals(ThisUser.get())) {
                say(streams.err(), "warning: the warm process at " + folder.socket()
                        + " belongs to another user; running in-process");
                return RUN_IN_PROCESS;
            }
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(SocketStreams.out(channel)));
            DataInputStream in = new DataInputStream(new BufferedInputStream(SocketStreams.in(channel)));
            Frames.write(out, Frames.HELLO, hello.encode());
            Frames.Frame accept = Frames.read(in);
            if (accept.type() != Frames.ACCEPT) {
                return RUN_IN_PROCESS;
            }
            return relay(in, out, streams, hearCtrlC, accept.readsOnly());
        } catch (IOException e) {
            say(streams.err(), "mempalace: the warm process stopped answering: " + e.getMessage());
            return 1;
        }
    }

    private static void say(OutputStream err, String line) {
        try {
            err.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            err.flush();
        } catch (IOException unwritable) {
            // Nowhere left to say it; the exit code tells.
        }
    }

    /**
     * Copies the daemon's frames to this process's streams until the exit code; Ctrl-C is passed on. Should the
     * daemon end first, a command that {@code readsOnly} and of which nothing was answered yet (no output, no input
     * asked for) is handed to the launcher to run in-process; any other has been answered in part, or may have
     * written, and fails.
     */
    private static int relay(DataInputStream in, DataOutputStream out, Streams streams, boolean hearCtrlC,
            boolean readsOnly) throws IOException {
        OutputStream stdout = streams.out();
        OutputStream stderr = streams.err();
        InputStream stdin = streams.in();
        CountDownLatch ended = new CountDownLatch(1);
        Thread onInterrupt = new Thread(new PassOnInterrupt(out, ended), "mempalace-client-interrupt");
        if (hearCtrlC) {
            Runtime.getRuntime().addShutdownHook(onInterrupt);
        }
        boolean answering = false;
        try {
            while (true) {
                Frames.Frame frame = Frames.read(in);
                answering |= frame.type() != Frames.EXIT;
                switch (frame.type()) {
                    case Frames.OUT -> stdout.write(frame.payload());
                    case Frames.ERR -> stderr.write(frame.payload());
                    case Frames.READ -> {
                        byte[] buffer = new byte[Math.max(1, frame.number())];
                        int read = stdin.read(buffer);
                        Frames.write(out, Frames.INPUT, buffer, 0, Math.max(0, read));
                    }
                    case Frames.EXIT -> {
                        stdout.flush();
                        stderr.flush();
                        ended.countDown();
                        if (hearCtrlC) {
                            Runtime.getRuntime().removeShutdownHook(onInterrupt);
                        }
                        return frame.number();
                    }
                    default -> throw new IOException("an unknown frame '" + (char) frame.type() + "'");
                }
            }
        } catch (IOException broken) {
            ended.countDown();
            if (readsOnly && !answering) {
                return RUN_IN_PROCESS;
            }
            if (broken instanceof EOFException) {
                say(stderr, "mempalace: the warm process ended before the command did");
                return 1;
            }
            throw broken;
        } catch (IllegalStateException shuttingDown) {
            return INTERRUPTED;
        }
    }
}
