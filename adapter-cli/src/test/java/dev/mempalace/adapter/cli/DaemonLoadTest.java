package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.TestDaemon.Answer;
import dev.mempalace.adapter.cli.client.Frames;
import dev.mempalace.adapter.cli.client.SocketStreams;
import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #18: eight clients search through one warm process while a plain {@code ingest} process rewrites the index
 * again and again, a ninth client remembers notes through it, and clients that go away mid-command keep coming.
 * Every search must answer and find its note, every remembered note must be found afterwards, the daemon must
 * still serve, and {@code reconcile} must agree. Latency is never asserted. {@code -Dmempalace.load.seconds=N}
 * makes it a soak.
 */
class DaemonLoadTest {

    private static final long SECONDS = Long.getLong("mempalace.load.seconds", 15);
    private static final int SEARCHERS = 8;
    private static final List<String[]> QUERIES = List.of(
            new String[] {"gradle daemon file lock", TestWorkspace.GRADLE},
            new String[] {"WSL memory limits", TestWorkspace.WSL},
            new String[] {"postgres event store", TestWorkspace.POSTGRES});

    @TempDir
    Path dir;

    private final Queue<String> errors = new ConcurrentLinkedQueue<>();
    private final AtomicInteger searches = new AtomicInteger();

    @Test
    void eightClientsAndAWriterThroughTheDaemonWhileAPlainIngestRunsLoseNothing() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        assertEquals(ExitCodes.OK, ws.run("ingest").code());
        TestDaemon daemon = TestDaemon.start(Files.createDirectories(dir.resolve("run")), Duration.ofMinutes(5));
        long end = System.nanoTime() + Duration.ofSeconds(SECONDS).toNanos();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < SEARCHERS; i++) {
            String mode = i % 2 == 0 ? "lexical" : "hybrid";
            threads.add(thread(() -> search(daemon, ws, mode, end)));
        }
        List<String> remembered = new ArrayList<>();
        threads.add(thread(() -> remember(daemon, ws, end, remembered)));
        threads.add(thread(() -> goAwayMidCommand(daemon, ws, end)));
        threads.add(thread(() -> ingestAgainAndAgain(ws, end)));
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }

        assertTrue(errors.isEmpty(), errors.size() + " errors, the first: " + errors.peek() + "\nthe daemon's log:\n"
                + daemon.log);
        assertTrue(searches.get() >= SEARCHERS, "searches ran: " + searches.get());
        assertTrue(!remembered.isEmpty(), "notes were remembered");
        for (String marker : remembered) {
            Answer found = daemon.run(ws.dir, List.of("search", "--mode", "lexical", marker), new byte[0]);
            assertTrue(found.out().contains(marker), "the remembered note " + marker + " is found: " + found.out());
        }
        assertEquals(ExitCodes.OK, ws.run("ingest").code());
        assertEquals(ExitCodes.OK, daemon.run(ws.dir, List.of("reconcile"), new byte[0]).code(), "reconcile agrees");
        assertTrue(DaemonLauncher.status(daemon.folder).isPresent(), "the daemon still serves");
        daemon.stop();
    }

    private void search(TestDaemon daemon, TestWorkspace ws, String mode, long end) {
        for (int i = 0; System.nanoTime() < end; i++) {
            String[] query = QUERIES.get(i % QUERIES.size());
            Answer answer = daemon.run(ws.dir, List.of("search", "--json", "--mode", mode, query[0]), new byte[0]);
            searches.incrementAndGet();
            if (answer.code() != ExitCodes.OK || !answer.out().contains(query[1])) {
                errors.add(mode + " search '" + query[0] + "' exit " + answer.code() + ": " + answer.err()
                        + answer.out());
            }
        }
    }

    private void remember(TestDaemon daemon, TestWorkspace ws, long end, List<String> remembered) {
        for (int i = 0; System.nanoTime() < end; i++) {
            String marker = "zanzibarmarker" + i;
            Answer answer = daemon.run(ws.dir, List.of("remember", "--title", "Load note " + i),
                    ("Remembered under load: " + marker + ".").getBytes(StandardCharsets.UTF_8));
            if (answer.code() == ExitCodes.OK) {
                synchronized (remembered) {
                    remembered.add(marker);
                }
            } else {
                errors.add("remember " + i + " exit " + answer.code() + ": " + answer.err());
            }
        }
    }

    private void goAwayMidCommand(TestDaemon daemon, TestWorkspace ws, long end) {
        while (System.nanoTime() < end) {
            try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(daemon.folder.socket()))) {
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(SocketStreams.out(channel)));
                Frames.write(out, Frames.HELLO, daemon.hello(ws.dir, List.of("search", "--batch", "-")).encode());
                Thread.sleep(100);
            } catch (IOException e) {
                errors.add("a client could not connect: " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void ingestAgainAndAgain(TestWorkspace ws, long end) {
        for (int i = 0; System.nanoTime() < end; i++) {
            try {
                ws.write("load/edit-" + (i % 5) + ".md", "# Edit " + i + "\n\nA note rewritten while others search.\n");
                CliResult ingest = CliChild.run(List.of(), "--workspace", ws.dir.toString(), "ingest");
                if (ingest.code() != ExitCodes.OK) {
                    errors.add("a plain ingest exited " + ingest.code() + ": " + ingest.err());
                }
            } catch (IOException e) {
                errors.add("ingest: " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static Thread thread(Runnable work) {
        return new Thread(work, "load");
    }
}
