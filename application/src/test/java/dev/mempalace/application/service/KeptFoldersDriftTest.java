package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A search's drift check over a source that leaves out a folder it keeps itself and found unchanged. */
class KeptFoldersDriftTest {

    private static final String KEPT = "sessions/codex";

    private final Memory memory = new Memory();
    private final NoteSource keeping = new NoteSource() {
        @Override
        public Listing listing() {
            return memory.source.listing();
        }

        /** Keeps the folder whenever the index holds a note in it, as a source that trusts its own writes would. */
        @Override
        public Listing listing(Map<String, Long> newestIndexed) {
            Listing all = memory.source.listing();
            if (!newestIndexed.containsKey(KEPT)) {
                return all;
            }
            return new Listing(all.files().stream().filter(f -> !f.path().startsWith(KEPT + "/")).toList(),
                    all.unreadableFolders(), all.passedOver(), List.of(KEPT));
        }

        @Override
        public NoteReading read(String path) {
            return memory.source.read(path);
        }

        @Override
        public String text(String path) {
            return memory.source.text(path);
        }

        @Override
        public String format() {
            return memory.source.format();
        }
    };

    @Test
    void aKeptFoldersIndexedNotesCountAsUnchangedAndTheRestOfTheWorkspaceIsStillCompared() {
        memory.source.write(KEPT + "/a.md", "# A\nalpha");
        memory.source.write(KEPT + "/b.md", "# B\nbeta");
        memory.source.write("plan.md", "# Plan\ngamma");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.write("new.md", "# New\ndelta");

        assertEquals(List.of(new Notice.IndexBehind(new Drift(List.of("new.md"), List.of(), List.of(), 3))),
                new WarnOnDrift(keeping, memory.store).beforeAnswer());
    }

    @Test
    void aKeptFoldersNotesIndexedUnderAnotherFormatAreStale() {
        memory.source.write(KEPT + "/a.md", "# A\nalpha");
        memory.ingest.ingest(false, EmbedProgress.NONE);
        memory.source.changeFormat("test-v2");

        assertEquals(List.of(new Notice.IndexBehind(new Drift(List.of(), List.of(KEPT + "/a.md"), List.of(), 0))),
                new WarnOnDrift(keeping, memory.store).beforeAnswer());
    }
}
