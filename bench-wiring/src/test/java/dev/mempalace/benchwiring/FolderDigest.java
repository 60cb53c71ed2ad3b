package dev.mempalace.benchwiring;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/** The SHA-256 of every file under a folder, path and bytes, in path order: to hold written files byte for byte. */
public final class FolderDigest {

    private FolderDigest() {
    }

    /** The digest of the files under {@code folder}, their paths relative to it. */
    public static String of(Path folder) throws IOException, NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
            sha.update((folder.relativize(file).toString().replace('\\', '/') + "\n").getBytes(StandardCharsets.UTF_8));
            sha.update(Files.readAllBytes(file));
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}
