package dev.mempalace.adapter.cli.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The user this process runs as, and its umask. Its name as the system names a file's owner or a socket's peer: a user id with
 * no passwd entry has no name, and the JVM's {@code user.name} is then "?" while owners and peers are named by the
 * number; the owner of {@code /proc/self} is this process's user either way.
 */
public final class ThisUser {

    private static final String NAME = name();
    private static final String STATUS_UMASK = "Umask:";

    private ThisUser() {
    }

    /** This process's user, named as {@link Files#getOwner} and a socket's peer credentials name it. */
    public static String get() {
        return NAME;
    }

    /**
     * This process's umask as the system reports it ({@code 0022}; {@code /proc/self/status} on Linux 4.7 and
     * later), or empty where it does not: Java cannot read it otherwise without changing it.
     */
    public static String umask() {
        // A plain loop: the client starts on the interpreter, where a stream pipeline's classes cost more than this.
        try (BufferedReader lines = Files.newBufferedReader(Path.of("/proc/self/status"), StandardCharsets.UTF_8)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(STATUS_UMASK)) {
                    return line.substring(STATUS_UMASK.length()).strip();
                }
            }
            return "";
        } catch (IOException | SecurityException noProc) {
            return "";
        }
    }

    private static String name() {
        try {
            return Files.getOwner(Path.of("/proc/self")).getName();
        } catch (IOException | UnsupportedOperationException | SecurityException noProc) {
            return System.getProperty("user.name");
        }
    }
}
