package dev.mempalace.application.port.out;

import java.time.LocalDate;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * How often each note was returned by an answer (a search hit, a note read), kept beside the index: per note only
 * its path, a count and the last day, never a query. Losing it loses nothing else.
 */
public interface Retrievals {

    /** Counts one retrieval of each path on {@code day}; never fails the answer that retrieved them. */
    void record(Collection<String> paths, LocalDate day);

    /** The counts by path, or empty when counting is off. */
    Optional<Map<String, Retrieval>> read();

    /** A note's count and the last day it was retrieved. */
    record Retrieval(long count, LocalDate last) {
    }
}
