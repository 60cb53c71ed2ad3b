package dev.mempalace.adapter.harnesskit;

import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The transcripts under a folder, found by walking it. A folder or file inside it that cannot be read is passed over
 * and listed as a transcript of unknown size, whose read fails naming it: the importer warns of it and imports the
 * rest, where one unreadable folder used to fail the whole source.
 */
public final class TranscriptWalk {

    private TranscriptWalk() {
    }

    /**
     * Every file under {@code folder} that {@code isTranscript} takes, with the id {@code idOf} gives it, sorted by
     * path; none for a folder that does not exist. Throws {@link TranscriptUnreadableException} naming
     * {@code kinds} (such as "Codex rollouts") when the folder itself cannot be listed.
     */
    public static List<TranscriptFile> under(String folder, String kinds, Predicate<Path> isTranscript,
            Function<Path, String> idOf) {
        Path root = Path.of(folder).toAbsolutePath().normalize();
        if (!Files.exists(root)) {
            return List.of();
        }
        List<TranscriptFile> found = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    if (isTranscript.test(file) && Files.isRegularFile(file)) {
                        found.add(new TranscriptFile(file.toString(), idOf.apply(file), Files.size(file),
                                Files.getLastModifiedTime(file).toMillis()));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException failure) throws IOException {
                    return passOver(root, file, failure, found);
                }

                @Override
                public FileVisitResult postVisitDirectory(Path directory, IOException failure) throws IOException {
                    return failure == null ? FileVisitResult.CONTINUE : passOver(root, directory, failure, found);
                }
            });
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot list the " + kinds + " in " + folder, e);
        }
        found.sort(Comparator.comparing(TranscriptFile::path));
        return List.copyOf(found);
    }

    /**
     * The file at {@code path}, named by {@code idOf}, if {@code isTranscript} takes it and it is a file; nothing else
     * is looked at. Throws {@link TranscriptUnreadableException} when its size cannot be read.
     */
    public static List<TranscriptFile> at(String path, Predicate<Path> isTranscript, Function<Path, String> idOf) {
        Path file = Path.of(path).toAbsolutePath().normalize();
        if (!isTranscript.test(file) || !Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            return List.of(new TranscriptFile(file.toString(), idOf.apply(file), Files.size(file),
                    Files.getLastModifiedTime(file).toMillis()));
        } catch (IOException e) {
            throw new TranscriptUnreadableException("cannot read " + path, e);
        }
    }

    private static FileVisitResult passOver(Path root, Path entry, IOException failure, List<TranscriptFile> found)
            throws IOException {
        if (entry.equals(root)) {
            throw failure;
        }
        found.add(new TranscriptFile(entry.toString(), root.relativize(entry).toString(), -1, -1));
        return FileVisitResult.CONTINUE;
    }
}
