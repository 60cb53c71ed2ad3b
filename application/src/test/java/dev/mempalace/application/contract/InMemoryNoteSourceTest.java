package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.port.out.NoteSource;

/** The in-memory fake honours the note source contract, so the inner acceptance loop means something. */
class InMemoryNoteSourceTest extends NoteSourceContract {

    private final InMemoryNoteSource workspace = new InMemoryNoteSource();

    @Override
    protected NoteSource freshSource() {
        return workspace;
    }

    @Override
    protected void write(String path, String text) {
        workspace.write(path, text);
    }

    @Override
    protected void writeUndecodable(String path) {
        workspace.write(path, "# Bad bytes\n");
        workspace.garble(path);
    }

    @Override
    protected void touch(String path) {
        workspace.touch(path);
    }

    /** Held under both spellings that would reach it, were the fake to look paths up unchecked. */
    @Override
    protected String writeOutside(String name, String text) {
        workspace.write("../" + name, text);
        workspace.write("/outside/" + name, text);
        return "/outside/" + name;
    }

    @Override
    protected void linkOutside(String path, String target) {
        assumeTrue(false, "an in-memory workspace holds no links");
    }

    @Override
    protected void removeWorkspace() {
        workspace.makeUnreadable();
    }
}
