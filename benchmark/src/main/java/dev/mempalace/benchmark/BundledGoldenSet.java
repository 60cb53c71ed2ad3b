package dev.mempalace.benchmark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The project's own golden set (the {@code examples/} workspace and queries), carried inside this module so that
 * {@code mempalace bench} has a default from any folder: written out to a folder, where unchanged notes keep their
 * modification times, so a rerun reuses the index and its vectors.
 */
public final class BundledGoldenSet {

    private static final String ROOT = "/golden";
    private static final String QUERIES = "queries.jsonl";
    private static final String WORKSPACE = "workspace";

    private BundledGoldenSet() {
    }

    /** The set as written into a folder: its workspace and its query file. */
    public record Written(Path workspace, Path queries) {
    }

    /** Writes the bundled workspace and queries under {@code folder}, pruning notes no longer in the bundle. */
    public static Written writeTo(Path folder) {
        URI queries = resource(ROOT + "/" + QUERIES);
        try {
            if (!"jar".equals(queries.getScheme())) {
                return copy(Path.of(queries).getParent(), folder);
            }
            try (FileSystem jar = FileSystems.newFileSystem(queries, Map.of())) {
                return copy(jar.getPath(ROOT), folder);
            } catch (FileSystemAlreadyExistsException e) {
                return copy(FileSystems.getFileSystem(queries).getPath(ROOT), folder);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the bundled golden set to " + folder, e);
        }
    }

    private static Written copy(Path bundle, Path folder) throws IOException {
        NoteFolder notes = NoteFolder.open(folder.resolve(WORKSPACE));
        Path workspace = bundle.resolve(WORKSPACE);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(workspace)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
            String relative = workspace.relativize(file).toString().replace(bundle.getFileSystem().getSeparator(), "/");
            notes.write(relative, Files.readString(file, StandardCharsets.UTF_8));
        }
        notes.prune();
        Path queries = folder.resolve(QUERIES);
        String text = Files.readString(bundle.resolve(QUERIES), StandardCharsets.UTF_8);
        if (!Files.isRegularFile(queries) || !Files.readString(queries, StandardCharsets.UTF_8).equals(text)) {
            Files.writeString(queries, text, StandardCharsets.UTF_8);
        }
        return new Written(notes.root(), queries.toAbsolutePath().normalize());
    }

    private static URI resource(String name) {
        URL url = BundledGoldenSet.class.getResource(name);
        if (url == null) {
            throw new IllegalStateException("the bundled golden set is missing from the class path: " + name);
        }
        try {
            return url.toURI();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("unexpected resource address " + url, e);
        }
    }
}
