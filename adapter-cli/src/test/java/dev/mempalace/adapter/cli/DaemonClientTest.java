package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.TestDaemon.Answer;
import dev.mempalace.adapter.cli.client.DaemonClient;
import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.Hello;
import dev.mempalace.adapter.cli.client.ThisUser;
import dev.mempalace.adapter.cli.client.SocketStreams;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The client of a warm process that ends in the middle of a command (killed, out of memory): a command that only
 * reads, of which nothing was answered yet, is handed back to the launcher to run in-process; a command that may
 * have written, or whose answer had begun, fails with one line, exit 1.
 */
class DaemonClientTest {

    private static final String ENDED = "mempalace: the warm process ended before the command did\n";

    @TempDir
    Path dir;

    @Test
    void aCommandThatOnlyReadsRunsInProcessWhenTheDaemonEndsBeforeAnsweringIt() throws Exception {
        Answer answer = endingAfter(new byte[] {Frames.READS_ONLY}, new byte[0]);
        assertEquals(DaemonClient.RUN_IN_PROCESS, answer.code());
        assertEquals("", answer.out() + answer.err(), "a client that runs the command itself has printed nothing");
    }

    @Test
    void aCommandThatMayHaveWrittenIsNeverRunTwice() throws Exception {
        Answer answer = endingAfter(new byte[0], new byte[0]);
        assertEquals(ExitCodes.INTERNAL, answer.code());
        assertEquals(ENDED, answer.err());
    }

    @Test
    void aCommandWhoseAnswerHadBegunIsNeverRunTwice() throws Exception {
        Answer answer = endingAfter(new byte[] {Frames.READS_ONLY}, "the first hit\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(ExitCodes.INTERNAL, answer.code());
        assertEquals("the first hit\n", answer.out());
        assertEquals(ENDED, answer.err());
    }

    /** Runs a command against a daemon that accepts it with {@code accept}, sends {@code out}, and ends. */
    private Answer endingAfter(byte[] accept, byte[] out) throws Exception {
        DaemonFolder folder = new DaemonFolder(dir.resolve("run").resolve("mempalace"));
        folder.create();
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(folder.socket()));
            Thread daemon = new Thread(() -> {
                try (SocketChannel client = server.accept()) {
                    DataOutputStream frames = new DataOutputStream(new BufferedOutputStream(SocketStreams.out(client)));
                    Frames.read(new DataInputStream(SocketStreams.in(client)));
                    Frames.write(frames, Frames.ACCEPT, accept);
                    if (out.length > 0) {
                        Frames.write(frames, Frames.OUT, out);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, "ending-daemon");
            daemon.start();
            Hello hello = new Hello(Frames.PROTOCOL, List.of("search", "wsl memory"), dir.toString(),
                    Map.of("XDG_RUNTIME_DIR", dir.resolve("run").toString()), false, "UTF-8",
                    System.getProperty("sun.jnu.encoding", ""), System.getProperty("user.name"), ThisUser.umask());
            ByteArrayOutputStream stdout = new ByteArrayOutputStream();
            ByteArrayOutputStream stderr = new ByteArrayOutputStream();
            int code = DaemonClient.run(hello, new DaemonClient.Streams(InputStream.nullInputStream(), stdout, stderr),
                    false);
            daemon.join();
            return new Answer(code, stdout.toByteArray(), stderr.toByteArray());
        }
    }
}
