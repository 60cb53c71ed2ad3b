package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import org.junit.jupiter.api.Test;

/**
 * An ingest writes the notes it reads a batch at a time, never holding the whole workspace read (held, a session of a
 * million exchanges in 7 notes filled the warm process's heap before a note was written).
 */
class IngestHoldsABatchTest {

    private static final int NOTES = 2 * IngestService.BATCH + 50;

    private final Memory memory = new Memory();
    private int mostWaiting;

    @Test
    void notesReadWaitAtMostABatchBeforeTheyAreWritten() {
        for (int i = 0; i < NOTES; i++) {
            memory.source.write("n" + i + ".md", "# Note " + i + "\nword" + i);
        }
        IngestService ingest = new IngestService(new Watched(), memory.store, memory.embed);

        IngestReport report = ingest.ingest(false, EmbedProgress.NONE);

        assertEquals(NOTES, report.added());
        assertEquals(IngestService.BATCH, mostWaiting, "notes read and not yet in the index, at most");
        try (IndexSession index = memory.store.read()) {
            assertEquals(NOTES, index.notes().files().size());
        }
    }

    /** The workspace, noting at each read how many notes read, it included, the index does not hold yet. */
    private final class Watched implements NoteSource {

        @Override
        public Listing listing() {
            return memory.source.listing();
        }

        @Override
        public NoteReading read(String path) {
            int indexed;
            try (IndexSession index = memory.store.read()) {
                indexed = index.notes().files().size();
            }
            NoteReading reading = memory.source.read(path);
            mostWaiting = Math.max(mostWaiting, memory.source.reads() - indexed);
            return reading;
        }

        @Override
        public String text(String path) {
            return memory.source.text(path);
        }

        @Override
        public String format() {
            return memory.source.format();
        }
    }
}
