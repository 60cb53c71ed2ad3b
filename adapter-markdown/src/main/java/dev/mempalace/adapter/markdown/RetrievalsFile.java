package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.Retrievals;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Retrieval counts in {@code retrievals.tsv} beside the index: one line per note, {@code path TAB count TAB last
 * day}, never a query. A retrieval appends its lines (cheap on a search's path); a file that grew past
 * {@link #FOLD_BYTES} is folded to one line per note, written aside and moved over it. Both hold a lock on
 * {@code retrievals.tsv.lock}, so concurrent processes neither lose nor tear a line. A line that does not parse is
 * passed over: losing a count loses nothing else.
 */
public final class RetrievalsFile implements Retrievals {

    /** The file's name beside the index. */
    public static final String NAME = "retrievals.tsv";

    /** Past this size the file is folded to one line per note. */
    static final long FOLD_BYTES = 256 * 1024;

    private final Path file;
    private final Path lock;

    /** Counts kept in {@code folder} (the index's). */
    public RetrievalsFile(Path folder) {
        this.file = folder.resolve(NAME);
        this.lock = folder.resolve(NAME + ".lock");
    }

    @Override
    public void record(Collection<String> paths, LocalDate day) {
        StringBuilder lines = new StringBuilder();
        paths.stream().distinct().filter(p -> p.indexOf('\t') < 0 && p.indexOf('\n') < 0)
                .forEach(p -> lines.append(p).append("\t1\t").append(day).append('\n'));
        if (lines.length() == 0 || !Files.isDirectory(file.getParent())) {
            return;
        }
        // A file lock is held for the whole JVM, so threads of one process (an MCP server's calls) take turns first.
        synchronized (RetrievalsFile.class) {
            append(lines.toString());
        }
    }

    private void append(String lines) {
        // The lock goes with the channel that holds it.
        try (FileChannel held = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            held.lock();
            try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                out.write(ByteBuffer.wrap(lines.getBytes(StandardCharsets.UTF_8)));
            }
            if (Files.size(file) > FOLD_BYTES) {
                fold();
            }
        } catch (IOException e) {
            // A count is worth less than the answer that retrieved the note: it is left out, and the answer stands.
        }
    }

    @Override
    public Optional<Map<String, Retrieval>> read() {
        try {
            return Optional.of(counts(Files.readAllLines(file, StandardCharsets.UTF_8)));
        } catch (NoSuchFileException e) {
            return Optional.of(Map.of());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the retrieval counts " + file, e);
        }
    }

    private void fold() throws IOException {
        Map<String, Retrieval> counts = counts(Files.readAllLines(file, StandardCharsets.UTF_8));
        StringBuilder text = new StringBuilder();
        counts.forEach((path, r) -> text.append(path).append('\t').append(r.count()).append('\t').append(r.last())
                .append('\n'));
        Path aside = file.resolveSibling(NAME + ".new");
        Files.writeString(aside, text, StandardCharsets.UTF_8);
        try {
            Files.move(aside, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(aside, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static Map<String, Retrieval> counts(List<String> lines) {
        Map<String, Retrieval> counts = new TreeMap<>();
        for (String line : lines) {
            String[] fields = line.split("\t");
            try {
                Retrieval one = new Retrieval(Long.parseLong(fields[1]), LocalDate.parse(fields[2]));
                counts.merge(fields[0], one, (a, b) -> new Retrieval(a.count() + b.count(),
                        a.last().isAfter(b.last()) ? a.last() : b.last()));
            } catch (RuntimeException e) {
                // A torn or foreign line: passed over.
            }
        }
        return counts;
    }
}
