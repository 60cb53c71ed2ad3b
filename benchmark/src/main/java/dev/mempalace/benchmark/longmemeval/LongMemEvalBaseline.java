package dev.mempalace.benchmark.longmemeval;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/** A published retrieval result on LongMemEval_S, printed beside ours; each recall only where it was published. */
public record LongMemEvalBaseline(String system, OptionalDouble recallAny5, OptionalDouble recallAll5,
        OptionalDouble recallAny10) {

    /** The rows of the benchmark README that state which recall they report. */
    public static final List<LongMemEvalBaseline> PUBLISHED = List.of(
            new LongMemEvalBaseline("FTS5 BM25 whole sessions (measured, 468)", OptionalDouble.of(0.959),
                    OptionalDouble.of(0.788), OptionalDouble.of(0.981)),
            new LongMemEvalBaseline("MemPalace raw mode (MiniLM, per session)", OptionalDouble.of(0.966),
                    OptionalDouble.empty(), OptionalDouble.empty()),
            new LongMemEvalBaseline("LongMemEval scorer on MemPalace", OptionalDouble.empty(),
                    OptionalDouble.of(0.870), OptionalDouble.empty()));

    public LongMemEvalBaseline {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(recallAny5, "recallAny5");
        Objects.requireNonNull(recallAll5, "recallAll5");
        Objects.requireNonNull(recallAny10, "recallAny10");
    }
}
