package dev.mempalace.adapter.onnx;

import dev.mempalace.application.port.out.ModelUnavailableException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A file's SHA-256, remembered in a one-line sidecar keyed by the file's size and modification time. */
final class Sha256Sidecar {

    private Sha256Sidecar() {
    }

    static String hashOf(Path file, Path sidecar) {
        try {
            String key = key(file);
            if (Files.isRegularFile(sidecar)) {
                String[] line = Files.readString(sidecar, StandardCharsets.UTF_8).trim().split(" ", 2);
                if (line.length == 2 && line[1].equals(key)) {
                    return line[0];
                }
            }
            MessageDigest digest = newDigest();
            try (InputStream in = Files.newInputStream(file)) {
                byte[] buffer = new byte[1 << 16];
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    digest.update(buffer, 0, n);
                }
            }
            String hash = hex(digest);
            remember(file, sidecar, hash);
            return hash;
        } catch (IOException e) {
            throw new ModelUnavailableException("cannot read model file " + file + ": " + e.getMessage(), e);
        }
    }

    static void remember(Path file, Path sidecar, String hash) {
        try {
            byte[] line = (hash + " " + key(file) + "\n").getBytes(StandardCharsets.UTF_8);
            AtomicFiles.write(sidecar, new ByteArrayInputStream(line));
        } catch (IOException e) {
            // The sidecar only saves time: without it the next run hashes the file again.
        }
    }

    static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK ships SHA-256", e);
        }
    }

    static String hex(MessageDigest digest) {
        return HexFormat.of().formatHex(digest.digest());
    }

    private static String key(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        return attributes.size() + " " + attributes.lastModifiedTime().toMillis();
    }
}
