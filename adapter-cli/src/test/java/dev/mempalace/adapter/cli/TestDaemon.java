package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.client.DaemonClient;
import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.client.ThisUser;
import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.daemon.DaemonServer;
import dev.mempalace.adapter.cli.daemon.JarStamp;
import dev.mempalace.adapter.cli.start.MainRunner;
import dev.mempalace.bootstrap.Cores;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A real warm process in this JVM on a private folder, and the real client's way to it, for the daemon's tests. */
final class TestDaemon {

    final DaemonFolder folder;
    final StringWriter log = new StringWriter();
    private Thread serving;

    private TestDaemon(DaemonFolder folder) {
        this.folder = folder;
    }

    /** A daemon serving {@code runtime}/mempalace until stopped or idle for {@code idle}. */
    static TestDaemon start(Path runtime, Duration idle) throws InterruptedException {
        TestDaemon daemon = new TestDaemon(new DaemonFolder(runtime.resolve("mempalace")));
        daemon.serve(idle);
        return daemon;
    }

    /** Serves anew (after a stop, or an idle exit). */
    void serve(Duration idle) throws InterruptedException {
        serve(new DaemonServer(folder, idle, new PrintWriter(log, true), MainRunner.INSTANCE));
    }

    /** Serves anew as a daemon run from {@code jar}. */
    void serve(Duration idle, Path jar) throws InterruptedException {
        serve(new DaemonServer(folder, idle, new PrintWriter(log, true), MainRunner.INSTANCE,
                JarStamp.of(jar)));
    }

    /** Serves anew, its commands getting their cores from {@code cores}. */
    void serve(Duration idle, Cores cores) throws InterruptedException {
        serve(new DaemonServer(folder, idle, new PrintWriter(log, true), MainRunner.INSTANCE,
                JarStamp.ofThisJar(), cores));
    }

    private void serve(DaemonServer server) throws InterruptedException {
        serving = new Thread(() -> {
            try {
                server.serve();
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }, "test-daemon");
        serving.start();
        for (int i = 0; i < 3000 && DaemonLauncher.status(folder).isEmpty() && serving.isAlive(); i++) {
            Thread.sleep(10);
        }
        assertTrue(DaemonLauncher.status(folder).isPresent(), "the daemon answers");
    }

    /** Waits (a bounded time) for the daemon to end by itself; whether it did. */
    boolean ended() throws InterruptedException {
        serving.join(TimeUnit.SECONDS.toMillis(60));
        return !serving.isAlive();
    }

    /** Stops it on request and checks that it ends and removes its socket. */
    void stop() throws InterruptedException {
        DaemonLauncher.stop(folder);
        assertTrue(ended(), "the daemon stops on request");
        assertFalse(folder.socket().toFile().exists(), "and removes its socket");
    }

    /** The environment of a client of this daemon: the variables it must share, the tests' cache, its folder. */
    Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        for (String name : List.of("HOME", "TZ")) {
            if (System.getenv(name) != null) {
                env.put(name, System.getenv(name));
            }
        }
        env.put("MEMPALACE_CACHE", TestWorkspace.CACHE.toString());
        env.put("XDG_RUNTIME_DIR", folder.folder().getParent().toString());
        return env;
    }

    /** {@code mempalace --workspace WS command...} as this user's client would send it, from inside WS. */
    Hello hello(Path ws, List<String> command, Map<String, String> env, String user) {
        return hello(ws, command, env, user, ThisUser.umask());
    }

    /** The same, from a client whose umask is {@code umask}. */
    Hello hello(Path ws, List<String> command, Map<String, String> env, String user, String umask) {
        List<String> args = new ArrayList<>(List.of("--workspace", ws.toString()));
        args.addAll(command);
        return new Hello(Frames.PROTOCOL, args, ws.toString(), env, false, "UTF-8",
                System.getProperty("sun.jnu.encoding", ""), user, umask);
    }

    Hello hello(Path ws, List<String> command) {
        return hello(ws, command, env(), System.getProperty("user.name"));
    }

    /** Runs the command through the real client, with {@code stdin} as its standard input. */
    Answer run(Path ws, List<String> command, byte[] stdin) {
        return run(ws, command, new ByteArrayInputStream(stdin));
    }

    /** Runs the command through the real client, reading its standard input from {@code stdin}. */
    Answer run(Path ws, List<String> command, InputStream stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DaemonClient.run(hello(ws, command), new DaemonClient.Streams(stdin, out, err), false);
        return new Answer(code, out.toByteArray(), err.toByteArray());
    }

    /** What a command printed, and its exit code. */
    record Answer(int code, byte[] outBytes, byte[] errBytes) {
        String out() {
            return new String(outBytes, StandardCharsets.UTF_8);
        }

        String err() {
            return new String(errBytes, StandardCharsets.UTF_8);
        }
    }
}
