package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.TestDaemon.Answer;
import dev.mempalace.adapter.cli.client.DaemonClient;
import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.client.SocketStreams;
import dev.mempalace.adapter.cli.client.ThisUser;
import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.daemon.DaemonServer;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.adapter.cli.start.Main;
import dev.mempalace.adapter.cli.start.MainRunner;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.PhaseClock;
import dev.mempalace.bootstrap.Settings;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.UnixDomainSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The warm process over a real Unix domain socket, with the real client, store and model: what it answers is what
 * the command answers in a process of its own, byte for byte; it reads standard input only when the command does;
 * it gives way (the client runs the command itself) whenever it cannot run a command as that process would.
 */
class DaemonTest {

    private static final String FAILURE = "a command's own unexpected failure";
    /** Cores whose every command fails as nothing in MemPalace expects: with an Error, which picocli lets through. */
    private static final Cores FAILING = new Cores() {
        @Override
        public Composition open(Settings settings) {
            throw new StackOverflowError(FAILURE);
        }

        @Override
        public Composition timed(Settings settings, PhaseClock timings) {
            throw new StackOverflowError(FAILURE);
        }
    };

    @TempDir
    Path dir;

    private TestWorkspace ws;
    private TestDaemon daemon;
    private DaemonFolder folder;

    @BeforeEach
    void start() throws Exception {
        ws = TestWorkspace.create(dir.resolve("ws"));
        daemon = TestDaemon.start(Files.createDirectories(dir.resolve("run")), Duration.ofMinutes(5));
        folder = daemon.folder;
        assertTrue(ws.run("ingest").code() == ExitCodes.OK, "ingest");
    }

    @AfterEach
    void stop() throws InterruptedException {
        daemon.stop();
    }

    @Test
    void answersEveryCommandByteForByteAsTheCommandsOwnProcessWould() {
        List<List<String>> commands = List.of(
                List.of("search", "gradle daemon lock", "--mode", "hybrid"),
                List.of("search", "gradle daemon lock", "--mode", "lexical", "--text"),
                List.of("search", "--limit", "0", "x"),
                List.of("status", "--json"),
                List.of("get", TestWorkspace.GRADLE),
                List.of("reconcile"),
                List.of("no-such-command"));
        for (List<String> command : commands) {
            Answer warm = viaDaemon(command, new byte[0]);
            Answer own = inProcess(command, new byte[0]);
            assertEquals(own.code(), warm.code(), "exit code of " + command);
            assertArrayEquals(own.outBytes(), warm.outBytes(), "stdout of " + command);
            assertArrayEquals(own.errBytes(), warm.errBytes(), "stderr of " + command);
        }
        assertTrue(DaemonLauncher.status(folder).orElseThrow().contains(ws.index().toString()),
                "the daemon keeps the index open for the next command");
    }

    @Test
    void passesStandardInputOnlyToACommandThatReadsIt() {
        Answer batch = viaDaemon(List.of("search", "--batch", "-", "--mode", "lexical"),
                "gradle daemon lock\nwsl memory\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(ExitCodes.OK, batch.code(), batch.err());
        assertEquals(2, batch.out().lines().count(), batch.out());
        assertTrue(batch.out().contains(TestWorkspace.WSL), batch.out());

        InputStream untouchable = new InputStream() {
            @Override
            public int read() {
                throw new AssertionError("a search that reads no input read the client's standard input");
            }
        };
        Hello hello = hello(List.of("search", "wsl memory"), env());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = DaemonClient.run(hello, new DaemonClient.Streams(untouchable, out, new ByteArrayOutputStream()),
                false);
        assertEquals(ExitCodes.OK, code);
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(TestWorkspace.WSL));

        Answer remembered = viaDaemon(List.of("remember", "--title", "Piped in"),
                "A body read from the client's standard input.".getBytes(StandardCharsets.UTF_8));
        assertEquals(ExitCodes.OK, remembered.code(), remembered.err());
        assertTrue(viaDaemon(List.of("search", "body read from the client", "--mode", "lexical"), new byte[0]).out()
                .contains("Piped in"));
    }

    @Test
    void givesWayWhenItCannotRunTheCommandAsItsOwnProcessWould() {
        for (List<String> command : List.of(List.of("mcp"), List.of("bench", "--help"), List.of("daemon", "status"))) {
            assertEquals(DaemonClient.RUN_IN_PROCESS, viaDaemon(command, new byte[0]).code(), command.toString());
        }
        Map<String, String> otherHome = env();
        otherHome.put("HOME", dir.resolve("elsewhere").toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(DaemonClient.RUN_IN_PROCESS, DaemonClient.run(hello(List.of("status"), otherHome),
                new DaemonClient.Streams(InputStream.nullInputStream(), out, out), false));
        assertEquals(0, out.size(), "a client that runs the command itself has printed nothing");
        assertEquals(DaemonClient.RUN_IN_PROCESS, DaemonClient.run(hello(List.of("status"), env(), "nobody-else"),
                new DaemonClient.Streams(InputStream.nullInputStream(), out, out), false),
                "a client that sees itself as another user (a user namespace) runs the command itself");
    }

    @Test
    void runsASessionsCommandInItsClientsOwnHarnessFolders() {
        Map<String, String> client = env();
        client.put("CODEX_HOME", dir.resolve("clients-codex").toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = DaemonClient.run(hello(List.of("sessions", "add", "codex", "--json"), client),
                new DaemonClient.Streams(InputStream.nullInputStream(), out, out), false);

        assertEquals(ExitCodes.OK, code, "the daemon runs it, whatever its own CODEX_HOME: " + out);
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(dir.resolve("clients-codex").resolve("sessions")
                .toString()), out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCommandThatFailsUnexpectedlyEndsWithTheLineAndExitCodeOfItsOwnProcess() throws Exception {
        daemon.stop();
        daemon.serve(Duration.ofMinutes(5), FAILING);
        for (List<String> command : List.of(List.of("search", "wsl memory"), List.of("status", "--json"))) {
            Answer warm = viaDaemon(command, new byte[0]);
            assertEquals(ExitCodes.INTERNAL, warm.code(), warm.err());
            assertEquals("mempalace: internal error: java.lang.StackOverflowError: " + FAILURE + "\n", warm.err());
            Answer own = inProcess(command, new byte[0], FAILING);
            assertEquals(own.code(), warm.code(), "exit code of " + command);
            assertArrayEquals(own.outBytes(), warm.outBytes(), "stdout of " + command);
            assertArrayEquals(own.errBytes(), warm.errBytes(), "stderr of " + command);
        }
        assertTrue(DaemonLauncher.status(folder).isPresent(), "the daemon still serves");
        assertTrue(daemon.log.toString().contains("'search' ended with an internal error: java.lang.StackOverflowError: "
                + FAILURE), daemon.log.toString());
        daemon.stop();
        daemon.serve(Duration.ofMinutes(5));
    }

    @Test
    void writesWithTheClientsUmaskOrGivesWay() throws Exception {
        String umask = ThisUser.umask();
        int mask = Integer.parseInt(umask, 8);
        Answer same = viaDaemon(List.of("remember", "--title", "Masked", "--body", "Written by the daemon."),
                new byte[0]);
        assertEquals(ExitCodes.OK, same.code(), same.err());
        Path note = ws.dir.resolve(same.out().lines().filter(line -> line.contains("\"path\""))
                .map(line -> line.replaceAll(".*\"path\" : \"([^\"]+)\".*", "$1")).findFirst().orElseThrow());
        assertEquals(PosixFilePermissions.toString(PosixFilePermissions.fromString("rw-rw-rw-").stream()
                .filter(p -> (mask & (1 << (8 - p.ordinal()))) == 0).collect(Collectors.toSet())),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(note)), "the note as umask " + umask);

        String other = umask.equals("0077") ? "0022" : "0077";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(DaemonClient.RUN_IN_PROCESS, DaemonClient.run(daemon.hello(ws.dir, List.of("remember", "--title",
                "t", "--body", "b"), env(), System.getProperty("user.name"), other),
                new DaemonClient.Streams(InputStream.nullInputStream(), out, out), false),
                "a client of another umask runs the command itself, as the launcher then does, with its own umask");
    }

    @Test
    void givesWayToAClientWhoseCharsetItDoesNotKnow() {
        Hello hello = new Hello(Frames.PROTOCOL, List.of("--workspace", ws.dir.toString(), "search", "wsl memory"),
                ws.dir.toString(), env(), false, "x-no-such-charset", System.getProperty("sun.jnu.encoding", ""),
                System.getProperty("user.name"), ThisUser.umask());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(DaemonClient.RUN_IN_PROCESS, DaemonClient.run(hello,
                new DaemonClient.Streams(InputStream.nullInputStream(), out, out), false));
        assertEquals(0, out.size(), "a client that runs the command itself has printed nothing");
    }

    @Test
    void tellsTheClientWhichCommandsOnlyRead() throws IOException {
        for (List<String> command : List.of(List.of("search", "wsl"), List.of("get", TestWorkspace.WSL),
                List.of("status"))) {
            assertTrue(accept(command).readsOnly(), command + " only reads");
        }
        for (List<String> command : List.of(List.of("remember", "--title", "t", "--body", "b"), List.of("ingest"),
                List.of("reconcile"), List.of("sessions", "list"), List.of("--version"))) {
            assertFalse(accept(command).readsOnly(), command + " is not known to only read");
        }
    }

    @Test
    void noticesAnIndexDeletedAndRebuiltByAnotherProcess() throws IOException {
        assertTrue(viaDaemon(List.of("search", "postgres event store"), new byte[0]).out()
                .contains(TestWorkspace.POSTGRES));
        Files.delete(ws.index());
        Files.delete(ws.dir.resolve(TestWorkspace.POSTGRES));
        ws.write("decisions/kafka.md", "# Kafka after all\n\nThe event store moved to Kafka.\n");
        assertEquals(ExitCodes.OK, ws.run("ingest").code());
        String after = viaDaemon(List.of("search", "event store", "--mode", "lexical"), new byte[0]).out();
        assertTrue(after.contains("decisions/kafka.md") && !after.contains(TestWorkspace.POSTGRES), after);
    }

    @Test
    void aClientThatGoesAwayMidCommandLeavesItServing() throws IOException {
        try (var channel = java.nio.channels.SocketChannel.open(UnixDomainSocketAddress.of(folder.socket()))) {
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(SocketStreams.out(channel)));
            Frames.write(out, Frames.HELLO, hello(List.of("search", "--batch", "-"), env()).encode());
        }
        Answer next = viaDaemon(List.of("search", "wsl memory"), new byte[0]);
        assertEquals(ExitCodes.OK, next.code(), next.err());
        assertTrue(next.out().contains(TestWorkspace.WSL));
    }

    @Test
    void neitherSideTrustsAFolderOthersCanOpen() throws Exception {
        DaemonFolder open = new DaemonFolder(Files.createDirectories(dir.resolve("open")));
        Files.setPosixFilePermissions(open.folder(), PosixFilePermissions.fromString("rwxr-xr-x"));
        assertFalse(open.trusted());
        assertThrows(IOException.class, open::create);
        assertThrows(IOException.class, () -> new DaemonServer(open, Duration.ofMinutes(1),
                new PrintWriter(new StringWriter()), MainRunner.INSTANCE).serve());
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(open.folder())),
                "the folder is left as it was");
    }

    @Test
    void aSecondDaemonForTheSameFolderRefusesToStart() {
        assertThrows(DaemonServer.AlreadyRunning.class, () -> new DaemonServer(folder, Duration.ofMinutes(1),
                new PrintWriter(new StringWriter()), MainRunner.INSTANCE).serve());
        assertTrue(DaemonLauncher.status(folder).isPresent(), "the first one still serves");
    }

    @Test
    void exitsAfterItsIdleTime() throws Exception {
        daemon.stop();
        daemon.serve(Duration.ofSeconds(1));
        assertTrue(daemon.ended(), "an idle daemon exits by itself");
        assertTrue(daemon.log.toString().contains("stopped: idle"), daemon.log.toString());
        daemon.serve(Duration.ofMinutes(5));
    }

    @Test
    void exitsWhenItsJarChanges() throws Exception {
        daemon.stop();
        Path jar = Files.writeString(Files.createDirectories(dir.resolve("lib")).resolve("mempalace.jar"), "built");
        daemon.serve(Duration.ofMinutes(5), jar);
        Files.writeString(jar, "built again, by a newer build");
        assertTrue(daemon.ended(), "a daemon whose jar changed gives way by itself");
        assertTrue(daemon.log.toString().contains("stopped: its jar changed"), daemon.log.toString());
        daemon.serve(Duration.ofMinutes(5));
    }

    /** The daemon's answer to {@code command}'s hello; the client then goes away. */
    private Frames.Frame accept(List<String> command) throws IOException {
        try (var channel = java.nio.channels.SocketChannel.open(UnixDomainSocketAddress.of(folder.socket()))) {
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(SocketStreams.out(channel)));
            Frames.write(out, Frames.HELLO, hello(command, env()).encode());
            Frames.Frame answer = Frames.read(new DataInputStream(SocketStreams.in(channel)));
            assertEquals(Frames.ACCEPT, answer.type(), command.toString());
            return answer;
        }
    }

    private Map<String, String> env() {
        return daemon.env();
    }

    private Hello hello(List<String> command, Map<String, String> env) {
        return daemon.hello(ws.dir, command, env, System.getProperty("user.name"));
    }

    private Hello hello(List<String> command, Map<String, String> env, String user) {
        return daemon.hello(ws.dir, command, env, user);
    }

    private Answer viaDaemon(List<String> command, byte[] stdin) {
        return daemon.run(ws.dir, command, stdin);
    }

    private Answer inProcess(List<String> command, byte[] stdin) {
        return inProcess(command, stdin, Cores.FRESH);
    }

    private Answer inProcess(List<String> command, byte[] stdin, Cores cores) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> args = new ArrayList<>(List.of("--workspace", ws.dir.toString()));
        args.addAll(command);
        PrintWriter stdout = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        PrintWriter stderr = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        int code = Main.run(new Io(stdout, stderr, env(), false, new ByteArrayInputStream(stdin)), Timings.start(),
                cores, args.toArray(String[]::new));
        return new Answer(code, out.toByteArray(), err.toByteArray());
    }
}
