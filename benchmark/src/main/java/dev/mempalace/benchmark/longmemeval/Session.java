package dev.mempalace.benchmark.longmemeval;

import java.util.List;

/** One haystack session: its id, its date as the dataset writes it ({@code 2023/05/20 (Sat) 07:47}) and its turns. */
public record Session(String id, String date, List<Turn> turns) {

    public Session {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a session needs an id");
        }
        date = date == null ? "" : date.strip();
        turns = List.copyOf(turns);
    }
}
