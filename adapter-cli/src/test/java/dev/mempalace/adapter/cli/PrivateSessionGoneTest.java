package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A session marked private after it was imported leaves memory whole: its note is removed by the next ingest, and
 * none of its words is left in the index file or its log (issue 36, gone means gone).
 */
class PrivateSessionGoneTest {

    @TempDir
    Path dir;

    @Test
    void aSessionMarkedPrivateAfterImportLeavesNoWordInTheIndexFile() throws IOException {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        Path transcript = dir.resolve("claude/projects/-ws/feed0002.jsonl");
        Files.createDirectories(transcript.getParent());
        Files.writeString(transcript, line(ws, "user", "u1", "why does the quokkavex relay drop zebrinth frames?")
                + line(ws, "assistant", "a1", "The vornadex buffer of the relay overflowed; a larger one fixed it."));
        ws.run("sessions", "add", "claude-code", transcript.getParent().getParent().toString());
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());
        assertTrue(indexHolds(ws, "quokkavex"), "the index file is read, so the check below can fail");

        Files.writeString(transcript, line(ws, "user", "u2", "mempalace:private, keep this one to myself")
                + line(ws, "assistant", "a2", "Understood."), StandardOpenOption.APPEND);
        CliResult ingest = ws.run("ingest", "--no-embed");

        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        assertEquals(1, ingest.json().get("sessions").get("privateRemoved").asInt(), ingest::toString);
        for (String word : List.of("quokkavex", "zebrinth", "vornadex")) {
            assertFalse(indexHolds(ws, word), "the private session's word is still in the index: " + word);
        }
    }

    private static String line(TestWorkspace ws, String type, String uuid, String text) {
        Object content = type.equals("user") ? "\"" + text + "\"" : "[{\"type\":\"text\",\"text\":\"" + text + "\"}]";
        return "{\"type\":\"" + type + "\",\"uuid\":\"" + uuid + "\",\"sessionId\":\"feed0002\",\"cwd\":\""
                + ws.dir.toAbsolutePath() + "\",\"timestamp\":\"2026-11-30T10:00:00Z\",\"message\":{\"role\":\""
                + type + "\",\"content\":" + content + "}}\n";
    }

    /** The index file and its logs, byte for byte. */
    private static boolean indexHolds(TestWorkspace ws, String word) throws IOException {
        for (String suffix : List.of("", "-wal", "-shm")) {
            Path file = ws.index().resolveSibling(ws.index().getFileName() + suffix);
            if (Files.exists(file) && new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)
                    .contains(word)) {
                return true;
            }
        }
        return false;
    }
}
