package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.client.SocketStreams;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Interrupts;
import dev.mempalace.adapter.cli.output.Io;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.channels.SocketChannel;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One client of the warm process: a status query, a stop, or a command run here as it would run in the client's
 * own process (its arguments, working folder, environment, terminal and standard streams), ending with its exit
 * code. Ctrl-C in the client, or the client going away, ends the answer at once: the command's interrupt hooks
 * speak as they would in a process of its own, the exit code is 130, and the command's thread is interrupted.
 */
final class DaemonConnection implements Runnable {

    private static final int INTERRUPTED = 130;

    private final DaemonServer server;
    private final SocketChannel channel;

    DaemonConnection(DaemonServer server, SocketChannel channel) {
        this.server = server;
        this.channel = channel;
    }

    @Override
    public void run() {
        try (channel) {
            DataInputStream in = new DataInputStream(new BufferedInputStream(SocketStreams.in(channel)));
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(SocketStreams.out(channel)));
            Frames.Frame first = Frames.read(in);
            switch (first.type()) {
                case Frames.STATUS -> Frames.write(out, Frames.REPORT, server.activity().report());
                case Frames.STOP -> {
                    server.stop("stopped on request");
                    Frames.writeNumber(out, Frames.EXIT, ExitCodes.OK);
                }
                case Frames.HELLO -> command(Hello.decode(first.payload()), in, out);
                default -> server.log("a client sent an unknown frame; closed");
            }
        } catch (IOException gone) {
            // The client went away or spoke nonsense; the daemon serves the next one.
        } catch (RuntimeException | Error failure) {
            server.log("a connection ended abnormally: " + describe(failure));
        }
    }

    private void command(Hello hello, DataInputStream in, DataOutputStream out) throws IOException {
        String declined = server.declines(hello);
        if (declined != null) {
            Frames.write(out, Frames.DECLINE, declined);
            return;
        }
        Frames.write(out, Frames.ACCEPT, server.readsOnly(hello) ? new byte[] {Frames.READS_ONLY} : new byte[0]);
        server.activity().began();
        try {
            serve(hello, in, out);
        } finally {
            server.activity().ended();
        }
    }

    /**
     * Runs the command and always ends its answer with an exit code: the command's, 130 when the client interrupted
     * it or went away, or {@link ExitCodes#INTERNAL} with the one line an in-process run prints when something
     * unexpected ends it here. An answer cut short (a frame that could not be sent) is logged with its cause.
     */
    private void serve(Hello hello, DataInputStream in, DataOutputStream out) {
        FrameStreams streams = new FrameStreams(out);
        Charset charset = Charset.forName(hello.charset());
        PrintWriter stdout = new PrintWriter(new OutputStreamWriter(streams.out(), charset));
        PrintWriter stderr = new PrintWriter(new OutputStreamWriter(streams.err(), charset), true);
        Hooks hooks = new Hooks();
        String[] args = hello.args().toArray(String[]::new);
        AtomicBoolean answered = new AtomicBoolean();
        CommandThread command = new CommandThread();
        Thread listener = new Thread(() -> listen(in, streams, () -> {
            if (answered.compareAndSet(false, true)) {
                try {
                    hooks.runAll();
                } finally {
                    stdout.flush();
                    stderr.flush();
                    streams.send(Frames.EXIT, Frames.number(INTERRUPTED), 0, 4);
                    streams.close();
                    command.interrupt();
                }
            }
        }), "mempalace-daemon-client");
        listener.setDaemon(true);
        listener.setUncaughtExceptionHandler((thread, failure) ->
                server.log("the interrupt of " + named(args) + " failed: " + describe(failure)));
        int code;
        try {
            Io io = new Io(stdout, stderr, hello.env(), hello.terminal(), streams.in(), Path.of(hello.cwd()), hooks);
            listener.start();
            code = server.runner().run(io, server.cores(), failure ->
                    server.log(named(args) + " ended with an internal error: " + describe(failure)), args);
        } catch (RuntimeException | Error failure) {
            server.log(named(args) + " ended abnormally: " + describe(failure));
            code = server.runner().internalError(stderr, failure);
        } finally {
            command.end();
        }
        stdout.flush();
        stderr.flush();
        if (answered.compareAndSet(false, true)) {
            streams.send(Frames.EXIT, Frames.number(code), 0, 4);
            streams.failure().ifPresent(failure ->
                    server.log("the answer to " + named(args) + " was cut short: " + describe(failure)));
        }
        streams.close();
    }

    /** The command's name for the log (its arguments may be private: a query, a note's text). */
    private String named(String... args) {
        return server.runner().subcommand(args).map(name -> "'" + name + "'").orElse("a command");
    }

    /** A throwable's class and message, on one line. */
    private static String describe(Throwable failure) {
        return (failure.getClass().getName() + ": " + failure.getMessage()).replaceAll("\\s*\\R\\s*", " ");
    }

    /** Reads the client's frames while its command runs: input for the command, Ctrl-C, or the client's end. */
    private static void listen(DataInputStream in, FrameStreams streams, Runnable interrupt) {
        try {
            while (true) {
                Frames.Frame frame = Frames.read(in);
                if (frame.type() == Frames.INPUT) {
                    streams.received(frame.payload());
                } else if (frame.type() == Frames.INTERRUPT) {
                    interrupt.run();
                    return;
                }
            }
        } catch (IOException gone) {
            interrupt.run();
        }
    }

    /**
     * The pool thread a command runs on, interrupted (when its client interrupts or goes away) only until the command
     * has returned. The pool hands the thread to the next connection afterwards, and an interrupt that came late
     * would land there: a thread's interrupt closes any socket channel it then writes to, so the next command's
     * answer would end with no exit code.
     */
    private static final class CommandThread {

        private final Thread thread = Thread.currentThread();
        private boolean ended;

        synchronized void interrupt() {
            if (!ended) {
                thread.interrupt();
            }
        }

        /** On the command's thread: no interrupt reaches it from here on, and one that came is cleared. */
        synchronized void end() {
            ended = true;
            Thread.interrupted();
        }
    }

    /** The interrupt hooks of one command, run when its client presses Ctrl-C. */
    private static final class Hooks implements Interrupts {

        private final List<Thread> hooks = new ArrayList<>();

        @Override
        public synchronized void add(Thread hook) {
            hooks.add(hook);
        }

        @Override
        public synchronized void remove(Thread hook) {
            hooks.remove(hook);
        }

        synchronized void runAll() {
            hooks.forEach(Thread::run);
            hooks.clear();
        }
    }
}
