package dev.mempalace.adapter.harnesskit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder the walk cannot open is passed over, listed so that its read fails naming it, and the rest is listed.
 * Root ignores permissions, so under root the walk runs in a child JVM in a user namespace, as an owner without
 * root's powers ({@code unshare -U}).
 */
class TranscriptWalkTest {

    @TempDir
    Path folder;

    @Test
    void anUnreadableFolderIsPassedOverAndListedAndTheRestIsListed() throws Exception {
        boolean root = "root".equals(System.getProperty("user.name"));
        assumeTrue(!root || Files.isExecutable(Path.of("/usr/bin/unshare")), "root, and no unshare to drop it");
        Files.createDirectories(folder.resolve("a"));
        Files.writeString(folder.resolve("a/one.jsonl"), "{}\n");
        Path closed = Files.createDirectories(folder.resolve("b"));
        Files.writeString(closed.resolve("two.jsonl"), "{}\n");
        Files.createDirectories(folder.resolve("c"));
        Files.writeString(folder.resolve("c/three.jsonl"), "{}\n{}\n");
        Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("---------"));
        try {
            List<String> command = new ArrayList<>(root ? List.of("/usr/bin/unshare", "-U", "--map-user=1000",
                    "--map-group=1000") : List.of());
            command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    System.getProperty("java.class.path"), ListTranscripts.class.getName(), folder.toString()));
            Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(true, child.waitFor(2, TimeUnit.MINUTES));

            assertEquals("3 " + folder.resolve("a/one.jsonl") + "\n-1 " + closed + "\n6 "
                    + folder.resolve("c/three.jsonl") + "\n", out);
            assertEquals("cannot list the folder " + closed, assertThrows(TranscriptUnreadableException.class,
                    () -> JsonlTranscript.existing(closed.toString(), "transcript")).getMessage());
        } finally {
            Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void aMissingFolderListsNothing() {
        assertEquals(List.of(), TranscriptWalk.under(folder.resolve("none").toString(), "transcripts", f -> true,
                f -> "id"));
    }

    @Test
    void aFileOfTheHarnessThatIsNotIsRefusedByItsKind() throws IOException {
        Path text = Files.writeString(folder.resolve("x.jsonl"), "{\"a\":1}\n");
        TranscriptUnreadableException refused = assertThrows(TranscriptUnreadableException.class,
                () -> JsonlTranscript.read(text.toString(), "Tool log", JsonlTranscript.PLAIN,
                        new TranscriptBuilder("tool", "x"), new NothingRecognised()));
        assertEquals("not a Tool log: " + text, refused.getMessage());
    }

    /** Records of a harness that recognises no line. */
    private static final class NothingRecognised implements JsonlTranscript.Records {

        @Override
        public void line(int number, JsonNode record) {
            // no line is this harness's
        }

        @Override
        public int recognised() {
            return 0;
        }
    }
}
