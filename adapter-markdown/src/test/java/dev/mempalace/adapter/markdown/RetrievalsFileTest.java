package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Retrievals.Retrieval;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RetrievalsFileTest {

    private static final LocalDate DAY = LocalDate.of(2026, 12, 4);

    @TempDir
    Path dir;

    @Test
    void countsEachRetrievalWithItsLastDayAndNeverAQuery() throws IOException {
        RetrievalsFile counts = new RetrievalsFile(dir);
        counts.record(List.of("a.md", "b.md", "a.md"), DAY.minusDays(1));
        counts.record(List.of("a.md"), DAY);

        assertEquals(Map.of("a.md", new Retrieval(2, DAY), "b.md", new Retrieval(1, DAY.minusDays(1))),
                counts.read().orElseThrow());
        assertTrue(Files.readString(dir.resolve(RetrievalsFile.NAME)).lines()
                .allMatch(line -> line.split("\t").length == 3));
    }

    @Test
    void aFileThatGrewIsFoldedToOneLineANoteAndConcurrentWritersLoseNothing() throws Exception {
        RetrievalsFile counts = new RetrievalsFile(dir);
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread writer = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    counts.record(List.of("notes/a-long-enough-path-" + (i % 100) + ".md"), DAY);
                }
            });
            writer.start();
            writers.add(writer);
        }
        for (Thread writer : writers) {
            writer.join();
        }
        Map<String, Retrieval> read = counts.read().orElseThrow();
        assertEquals(100, read.size());
        assertEquals(8000, read.values().stream().mapToLong(Retrieval::count).sum());
        assertTrue(Files.size(dir.resolve(RetrievalsFile.NAME)) <= RetrievalsFile.FOLD_BYTES + 4096);
    }

    @Test
    void withoutTheIndexFolderNothingIsWrittenAndNothingCounted() {
        RetrievalsFile counts = new RetrievalsFile(dir.resolve("missing"));
        counts.record(List.of("a.md"), DAY);
        assertEquals(Map.of(), counts.read().orElseThrow());
        assertTrue(Files.notExists(dir.resolve("missing")));
    }
}
