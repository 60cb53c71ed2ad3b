package dev.mempalace.benchmark.beir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading BEIR qrels: header row, CRLF, zero scores and bad lines. */
class QrelsTest {

    @Test
    void readsGradesAfterTheHeaderWithCrlfLineEnds(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("test.tsv"), TinyBeir.QRELS);

        Qrels qrels = Qrels.read(file);

        assertEquals(List.of("1", "2"), qrels.queries());
        assertEquals(Map.of("d1", 2, "d4", 1, "d3", 0), qrels.grades("1"));
        assertEquals(Set.of("d1", "d4"), qrels.relevant("1"));
        assertEquals(Map.of(), qrels.grades("3"));
    }

    @Test
    void aQueryWithOnlyZeroScoresIsNotEvaluated(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("test.tsv"), "q1\td1\t0\nq2\td2\t1\n");

        assertEquals(List.of("q2"), Qrels.read(file).queries());
    }

    @Test
    void aBadLineIsNamedByItsNumber(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("test.tsv"), "query-id\tcorpus-id\tscore\nq1\td1\tyes\n");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Qrels.read(file));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
    }
}
