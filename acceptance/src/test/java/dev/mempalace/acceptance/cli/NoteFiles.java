package dev.mempalace.acceptance.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.stream.Stream;

/** A workspace folder of real note files, whose every write gets a later modification time than the last. */
public final class NoteFiles {

    private final Path root;
    // Whole seconds apart, so a change is visible whatever the file system's time grain.
    private Instant clock = Instant.now().minus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);

    public NoteFiles(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    public void write(String path, byte[] bytes) {
        Path file = root.resolve(path);
        clock = clock.plusSeconds(1);
        io(() -> {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            Files.setLastModifiedTime(file, FileTime.from(clock));
        });
    }

    /** Replaces a note's text, then takes every permission away, so that only a superuser could read it. */
    public void lock(String path) {
        // Changed first, so that the next ingest, seeing a new size and time, has to read it.
        write(path, "# Changed, then locked\n".getBytes(StandardCharsets.UTF_8));
        io(() -> Files.setPosixFilePermissions(root.resolve(path), PosixFilePermissions.fromString("---------")));
    }

    public void delete(String path) {
        io(() -> Files.delete(root.resolve(path)));
    }

    public void move(String from, String to) {
        Path target = root.resolve(to);
        io(() -> {
            Files.createDirectories(target.getParent());
            Files.move(root.resolve(from), target);
        });
    }

    public static void deleteRecursively(Path folder) {
        io(() -> {
            try (Stream<Path> paths = Files.walk(folder)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        });
    }

    private static void io(IoAction action) {
        try {
            action.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file-system step that may fail with an {@link IOException}. */
    @FunctionalInterface
    private interface IoAction {
        void run() throws IOException;
    }
}
