package dev.mempalace.adapter.cli.daemon;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.Optional;

/**
 * The jar this process runs from, as it was when the process started: a rebuild or an upgrade changes it, and a
 * warm process must then give way to the new code. Classes run from a folder (tests) never change it.
 */
public final class JarStamp {

    private final Path jar;
    private final Object stamp;

    private JarStamp(Path jar) {
        this.jar = jar;
        this.stamp = stamp(jar);
    }

    /** The stamp of {@code jar} as it is now. */
    public static JarStamp of(Path jar) {
        return new JarStamp(jar);
    }

    public static JarStamp ofThisJar() {
        try {
            Path location = Path.of(JarStamp.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return new JarStamp(Files.isRegularFile(location) ? location : null);
        } catch (URISyntaxException | RuntimeException unknown) {
            return new JarStamp(null);
        }
    }

    /** The jar, or nothing when the classes run from a folder. */
    Optional<Path> path() {
        return Optional.ofNullable(jar);
    }

    /** Whether the jar is no longer the one this process started from. */
    boolean changed() {
        return jar != null && !Objects.equals(stamp, stamp(jar));
    }

    private static Object stamp(Path jar) {
        if (jar == null) {
            return null;
        }
        try {
            BasicFileAttributes attributes = Files.readAttributes(jar, BasicFileAttributes.class);
            return attributes.lastModifiedTime() + "/" + attributes.size() + "/" + attributes.fileKey();
        } catch (IOException gone) {
            return "missing";
        }
    }
}
