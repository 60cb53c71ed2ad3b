package dev.mempalace.application.port.in;

import java.util.List;

/**
 * What a copy left in the other index: its notes and chunks, the distinct chunk texts whose vector was copied and
 * those embedded (their vector was not in the index copied), the chunks with a vector afterwards; the notes it could
 * not read and what else the caller should know, as an ingest reports them.
 */
public record IndexCopyReport(int notes, int chunks, int copied, int embedded, int withVector,
        List<Notice.NoteSkipped> skipped, List<Notice> warnings, long millis) {

    public IndexCopyReport {
        skipped = List.copyOf(skipped);
        warnings = List.copyOf(warnings);
    }
}
