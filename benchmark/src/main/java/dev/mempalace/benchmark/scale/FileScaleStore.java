package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Scale indexes as SQLite files in one folder, {@code NAME.sqlite}, each with a {@code .built} marker once its
 * build finished: a build cut short leaves no marker, so a rerun builds it again from an empty file.
 */
public final class FileScaleStore implements ScaleStore {

    private static final List<String> SIDE_FILES = List.of("-wal", "-shm", ".built");

    private final Path dir;
    private final Function<Path, IndexStore> opener;
    private final ScaleSearch search;

    public FileScaleStore(Path dir, Function<Path, IndexStore> opener, ScaleSearch search) {
        this.dir = dir.toAbsolutePath().normalize();
        this.opener = Objects.requireNonNull(opener, "opener");
        this.search = Objects.requireNonNull(search, "search");
    }

    /** The index file of the named index. */
    public Path file(String index) {
        return dir.resolve(index + ".sqlite");
    }

    @Override
    public String kind() {
        return "sqlite";
    }

    @Override
    public String location(String index) {
        return file(index).toString();
    }

    @Override
    public IndexStore open(String index) {
        return opener.apply(file(index));
    }

    @Override
    public boolean mayHoldBuild(String index) {
        return Files.exists(side(index, ".built"));
    }

    @Override
    public void discard(String index) {
        try {
            Files.deleteIfExists(file(index));
            for (String side : SIDE_FILES) {
                Files.deleteIfExists(side(index, side));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void finished(String index) {
        try {
            Files.createDirectories(dir);
            Files.writeString(side(index, ".built"), "built\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The database file and any WAL left beside it: both are the index on disk. */
    @Override
    public IndexSize size(String index) {
        long bytes = 0;
        for (Path part : List.of(file(index), side(index, "-wal"))) {
            try {
                bytes += Files.exists(part) ? Files.size(part) : 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new IndexSize(bytes, "the index file and its WAL");
    }

    @Override
    public SearchMemory search(IndexStore store, NoteSource source, Embedder embedder) {
        return search.search(store, source, embedder);
    }

    private Path side(String index, String suffix) {
        return file(index).resolveSibling(file(index).getFileName() + suffix);
    }
}
