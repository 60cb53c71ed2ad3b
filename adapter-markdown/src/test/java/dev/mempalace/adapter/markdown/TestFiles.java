package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.fake.FakeTokenCounter;
import dev.mempalace.application.port.out.TokenCounter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Test-data helpers: notes written to real folders, filler prose, links where the OS allows them. */
final class TestFiles {

    /** Counts words as tokens, in a window of 512 as bge-small's. */
    static final TokenCounter TOKENS = new FakeTokenCounter(512);

    private TestFiles() {
    }

    static Path write(Path root, String relative, String content) {
        return write(root, relative, content.getBytes(StandardCharsets.UTF_8));
    }

    static Path write(Path root, String relative, byte[] content) {
        try {
            Path file = root.resolve(relative);
            Files.createDirectories(file.getParent());
            return Files.write(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A line of {@code words} distinct words, so that each line counts {@code words} words exactly. */
    static String filler(String stem, int words) {
        return IntStream.range(0, words).mapToObj(i -> stem + i).collect(Collectors.joining(" "));
    }

    /** Creates a symbolic link, or skips the calling test where the OS or its rights do not allow one. */
    static void link(Path link, Path target) {
        try {
            Files.createDirectories(link.getParent());
            Files.createSymbolicLink(link, target);
        } catch (IOException | UnsupportedOperationException e) {
            assumeTrue(false, "symbolic links unavailable: " + e);
        }
    }
}
