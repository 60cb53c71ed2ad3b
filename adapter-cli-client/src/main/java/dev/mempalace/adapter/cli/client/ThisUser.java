package dev.mempalace.adapter.cli.client;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The name of the user this process runs as, as the system names a file's owner or a socket's peer: a user id with
 * no passwd entry has no name, and the JVM's {@code user.name} is then "?" while owners and peers are named by the
 * number; the owner of {@code /proc/self} is this process's user either way.
 */
public final class ThisUser {

    private static final String NAME = name();

    private ThisUser() {
    }

    /** This process's user, named as {@link Files#getOwner} and a socket's peer credentials name it. */
    public static String get() {
        return NAME;
    }

    private static String name() {
        try {
            return Files.getOwner(Path.of("/proc/self")).getName();
        } catch (IOException | UnsupportedOperationException | SecurityException noProc) {
            return System.getProperty("user.name");
        }
    }
}
