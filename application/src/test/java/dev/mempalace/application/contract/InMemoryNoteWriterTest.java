package dev.mempalace.application.contract;

import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteWriter;

/** The in-memory fake honours the note writer contract, as it does the note source's. */
class InMemoryNoteWriterTest extends NoteWriterContract {

    private final InMemoryNoteSource workspace = new InMemoryNoteSource();

    @Override
    protected NoteWriter freshWriter() {
        return workspace;
    }

    @Override
    protected NoteSource source() {
        return workspace;
    }

    @Override
    protected void write(String path, String text) {
        workspace.write(path, text);
    }
}
