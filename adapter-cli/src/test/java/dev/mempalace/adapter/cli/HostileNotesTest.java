package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #10: hostile notes, one table. Each case puts something hostile into a workspace of three real notes;
 * {@code ingest --no-embed} then exits with the documented code, prints no stack trace and no internal error,
 * names what it passed over, keeps the real notes searchable, and {@code reconcile} agrees (or, for what cannot
 * be read, names it as drift). Unreadable files and folders run as a user whom permissions bind
 * ({@link OrdinaryUser}).
 */
class HostileNotesTest {

    /** Something hostile put into a workspace, and what the commands answer about it. */
    record Case(String name, Setup setup, int ingestExit, int reconcileExit, String warning, int notes,
            boolean ordinaryUser) {

        @Override
        public String toString() {
            return name;
        }
    }

    @FunctionalInterface
    interface Setup {
        void apply(Path workspace, Path elsewhere) throws IOException;
    }

    private static final Pattern STACK_FRAME = Pattern.compile("(?m)^\\s+at [\\w.$]+\\(|^Exception in thread");
    private static final int REAL = 3;
    private static final int TINY = 5000;
    private static final int DEPTH = 60;

    static Stream<Case> cases() {
        return Stream.of(
                ok("invalid UTF-8", (ws, x) -> Files.write(ws.resolve("latin1.md"),
                        new byte[] {'#', ' ', 'C', 'a', 'f', (byte) 0xE9, '\n', (byte) 0xFF, (byte) 0xC3, '\n'}),
                        "latin1.md: not valid UTF-8", REAL + 1),
                ok("byte order mark", (ws, x) -> write(ws, "bom.md", "\uFEFF# Bom title\n\nbody after a BOM\n"),
                        null, REAL + 1),
                ok("CR-only line ends", (ws, x) -> write(ws, "cr.md", "# Old Mac\r\rfirst line\rsecond line\r"),
                        null, REAL + 1),
                ok("binary with a .md name", (ws, x) -> Files.write(ws.resolve("blob.md"), binary()), null, REAL + 1),
                ok("a 20 MB note", HostileNotesTest::twentyMegabytes,
                        "passed over huge.md: larger than 10 MiB (20971520 bytes)", REAL),
                ok("headings only", (ws, x) -> write(ws, "headings.md", "# A\n## B\n### C\n#### D\n# E\n"), null,
                        REAL + 1),
                ok("5,000 tiny notes", HostileNotesTest::tinyNotes, null, REAL + TINY),
                ok("60 levels of folders", HostileNotesTest::deepFolders, null, REAL + 1),
                ok("non-Latin names", HostileNotesTest::nonLatinNames, null, REAL + 5),
                ok("a link loop", HostileNotesTest::linkLoop, null, REAL + 1),
                ok("links out", HostileNotesTest::linksOut, "passed over out.md: a link that leads outside the "
                        + "workspace", REAL),
                ok("a dangling link", (ws, x) -> Files.createSymbolicLink(ws.resolve("dangling.md"),
                        x.resolve("missing.md")), null, REAL),
                new Case("an unreadable file", (ws, x) -> unreadable(write(ws, "locked.md", "# Locked\n")),
                        ExitCodes.NOTES_SKIPPED, ExitCodes.DRIFT, "could not read locked.md", REAL, true),
                new Case("an unreadable folder", (ws, x) -> {
                    write(ws, "vault/inside.md", "# Inside\n");
                    unreadable(ws.resolve("vault"));
                }, 0, 0, "warning: passed over vault: cannot read folder vault", REAL, true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void ingestAndReconcileAnswerWithTheDocumentedCodeAndNoStackTrace(Case hostile, @TempDir Path dir)
            throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        hostile.setup().apply(ws.dir, elsewhere);

        CliResult ingest = run(hostile, ws, "ingest", "--no-embed", "--text");
        CliResult again = run(hostile, ws, "ingest", "--no-embed", "--text");
        CliResult reconcile = run(hostile, ws, "reconcile", "--json");
        CliResult status = run(hostile, ws, "status", "--json");
        CliResult search = run(hostile, ws, "search", "gradle", "daemon", "--json");

        for (CliResult result : List.of(ingest, again, reconcile, status, search)) {
            assertClean(result);
        }
        assertEquals(hostile.ingestExit(), ingest.code(), ingest.toString());
        assertEquals(hostile.ingestExit(), again.code(), again.toString());
        if (hostile.warning() != null) {
            assertTrue(ingest.err().contains(hostile.warning()), ingest.err());
        }
        assertEquals(hostile.reconcileExit(), reconcile.code(), reconcile.toString());
        assertEquals(hostile.notes(), status.json().required("notes").asInt(), status.out());
        assertEquals(0, search.code(), search.toString());
        assertEquals(TestWorkspace.GRADLE, search.json().required("results").get(0).required("path").asText());
    }

    /** Notes appear and vanish while three ingests run: each exits 0; once the churn stops, one more agrees. */
    @ParameterizedTest(name = "vanishing files, round {0}")
    @MethodSource("rounds")
    void notesThatVanishDuringIngestAreNoFailure(int round, @TempDir Path dir) throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        AtomicBoolean churning = new AtomicBoolean(true);
        Thread churn = new Thread(() -> churn(ws.dir, round, churning));
        churn.start();
        List<CliResult> ingests = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                ingests.add(ws.run("ingest", "--no-embed", "--text"));
            }
        } finally {
            churning.set(false);
            churn.join();
        }
        for (CliResult ingest : ingests) {
            assertClean(ingest);
            assertEquals(0, ingest.code(), ingest.toString());
        }
        assertEquals(0, ws.run("ingest", "--no-embed").code());
        assertEquals(0, ws.run("reconcile").code());
    }

    static Stream<Integer> rounds() {
        return Stream.of(1, 2);
    }

    private static CliResult run(Case hostile, TestWorkspace ws, String... args) throws Exception {
        if (!hostile.ordinaryUser()) {
            return ws.run(args);
        }
        OrdinaryUser.assumeAvailable();
        List<String> all = new ArrayList<>(List.of("--workspace", ws.dir.toString()));
        all.addAll(List.of(args));
        return OrdinaryUser.run(all.toArray(String[]::new));
    }

    private static void assertClean(CliResult result) {
        assertFalse(result.err().contains("internal error"), result.toString());
        assertFalse(STACK_FRAME.matcher(result.err()).find(), result.toString());
        assertTrue(result.code() != ExitCodes.INTERNAL, result.toString());
    }

    private static Case ok(String name, Setup setup, String warning, int notes) {
        return new Case(name, setup, 0, 0, warning, notes, false);
    }

    private static Path write(Path ws, String path, String text) throws IOException {
        Path file = ws.resolve(path);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static byte[] binary() {
        byte[] bytes = new byte[256 * 1024];
        new Random(10).nextBytes(bytes);
        return bytes;
    }

    private static void twentyMegabytes(Path ws, Path elsewhere) throws IOException {
        try (RandomAccessFile huge = new RandomAccessFile(ws.resolve("huge.md").toFile(), "rw")) {
            byte[] line = "# Huge\n\nwords words words\n".getBytes(StandardCharsets.US_ASCII);
            huge.write(line);
            huge.setLength(20L * 1024 * 1024);
        }
    }

    private static void tinyNotes(Path ws, Path elsewhere) throws IOException {
        for (int i = 0; i < TINY; i++) {
            write(ws, "tiny/" + i % 50 + "/n" + i + ".md", "t" + i + "\n");
        }
    }

    private static void deepFolders(Path ws, Path elsewhere) throws IOException {
        StringBuilder path = new StringBuilder();
        for (int i = 0; i < DEPTH; i++) {
            path.append("level").append(i).append('/');
        }
        write(ws, path + "bottom.md", "# Bottom\n\nsixty folders down\n");
    }

    private static void nonLatinNames(Path ws, Path elsewhere) throws IOException {
        for (String name : List.of("日本語/メモ.md", "Ελληνικά.md", "עברית.md", "русский/заметка.md", "emoji-🧠.md")) {
            write(ws, name, "# " + name + "\n\nnon-Latin name\n");
        }
    }

    private static void linkLoop(Path ws, Path elsewhere) throws IOException {
        write(ws, "loop/n.md", "# In the loop\n");
        Files.createSymbolicLink(ws.resolve("loop/again"), ws.resolve("loop"));
        Files.createSymbolicLink(ws.resolve("loop/self.md"), ws.resolve("loop/self.md"));
    }

    private static void linksOut(Path ws, Path elsewhere) throws IOException {
        write(elsewhere, "secret.md", "# Not ours\n");
        Files.createSymbolicLink(ws.resolve("out.md"), elsewhere.resolve("secret.md"));
        Files.createSymbolicLink(ws.resolve("outdir"), elsewhere);
    }

    private static void unreadable(Path path) throws IOException {
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("---------"));
    }

    private static void churn(Path ws, int round, AtomicBoolean churning) {
        Random random = new Random(round);
        try {
            for (int i = 0; churning.get(); i++) {
                Path file = ws.resolve("churn/c" + random.nextInt(200) + ".md");
                Files.createDirectories(file.getParent());
                if (Files.exists(file)) {
                    Files.deleteIfExists(file);
                } else {
                    Files.writeString(file, "# Churn " + i + "\n\nbrief\n");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
