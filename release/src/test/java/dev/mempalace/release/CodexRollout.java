package dev.mempalace.release;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A Codex rollout of one exchange, written as a {@code .jsonl.zst} (invented content only). */
final class CodexRollout {

    private static final String ID = "0199a0b1-0000-7000-8000-000000000001";

    private CodexRollout() {
    }

    /** Writes the rollout of {@code question} and {@code answer} under {@code sessions}, as Codex names it. */
    static Path write(Path sessions, String cwd, String question, String answer) throws IOException {
        String text = line("session_meta", "{\"id\":\"" + ID + "\",\"timestamp\":\"2026-01-02T10:00:00Z\",\"cwd\":\""
                + cwd + "\",\"originator\":\"codex_cli_rs\",\"cli_version\":\"0.46.0\"}")
                + line("response_item", message("user", "input_text", question))
                + line("response_item", message("assistant", "output_text", answer));
        Path file = sessions.resolve("2026/01/02/rollout-2026-01-02T10-00-00-" + ID + ".jsonl.zst");
        Files.createDirectories(file.getParent());
        return Files.write(file, zstd(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static String line(String type, String payload) {
        return "{\"timestamp\":\"2026-01-02T10:00:01Z\",\"type\":\"" + type + "\",\"payload\":" + payload + "}\n";
    }

    private static String message(String role, String type, String text) {
        return "{\"type\":\"message\",\"role\":\"" + role + "\",\"content\":[{\"type\":\"" + type + "\",\"text\":\""
                + text + "\"}]}";
    }

    /**
     * One zstd frame holding {@code data} as a single raw block (RFC 8878): enough for the reader's zstd-jni, whose
     * native library is what the installed runtime must be able to load; the test needs no compressor of its own.
     */
    static byte[] zstd(byte[] data) {
        if (data.length >= 1 << 17) {
            throw new IllegalArgumentException("one raw block holds less than 128 KiB");
        }
        ByteBuffer frame = ByteBuffer.allocate(4 + 1 + 4 + 3 + data.length).order(ByteOrder.LITTLE_ENDIAN);
        frame.putInt(0xFD2FB528);
        frame.put((byte) 0xA0); // single segment, so the 4-byte content size below is the window
        frame.putInt(data.length);
        int block = data.length << 3 | 1;
        frame.put((byte) block).put((byte) (block >>> 8)).put((byte) (block >>> 16));
        return frame.put(data).array();
    }
}
