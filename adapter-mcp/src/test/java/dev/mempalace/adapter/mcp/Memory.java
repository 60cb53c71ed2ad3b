package dev.mempalace.adapter.mcp;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.StatusService;
import dev.mempalace.application.service.SyncOnDrift;
import dev.mempalace.application.service.WarnOnDrift;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The server's use cases over in-memory fakes, wired as the composition root wires them (search syncs on drift);
 * reading and remembering are small fakes over the same notes, which record the notes they were given.
 */
final class Memory {

    static final Path WORKSPACE = Path.of("/home/ada/notes");

    final InMemoryNoteSource source = new InMemoryNoteSource();
    final InMemoryStore store = new InMemoryStore();
    final FakeEmbedder embedder = new FakeEmbedder();
    final EmbedService embed = new EmbedService(source, embedder, store);
    final IngestService ingest = new IngestService(source, store, embed);
    final List<NewNote> remembered = new ArrayList<>();
    private final Map<String, String> texts = new TreeMap<>();

    final MemoryTools tools = new MemoryTools(new MemoryUseCases(
            new SearchService(source, store, embedder, new SyncOnDrift(new WarnOnDrift(source, store), ingest,
                    embed)),
            this::read, remember(), new StatusService(source, store, embedder), ingest, WORKSPACE,
            WORKSPACE.resolve(".mempalace/index.sqlite")));

    /** Writes a note to the fake disk. */
    void write(String path, String markdown) {
        texts.put(path, markdown);
        source.write(path, markdown);
    }

    MemoryTools.Answer call(String tool, Map<String, Object> arguments) {
        return tools.call(tool, arguments, Optional.of("test-agent"));
    }

    private NoteLines read(String path, Optional<LineRange> range) {
        source.read(path);
        List<String> lines = texts.get(path).lines().toList();
        int from = range.map(r -> r.from()).orElse(1);
        int to = Math.min(lines.size(), range.map(r -> r.to()).orElse(lines.size()));
        return new NoteLines(path, from, lines.subList(from - 1, to), lines.size());
    }

    private RememberNote remember() {
        return note -> {
            remembered.add(note);
            String path = note.folder().map(f -> f + "/").orElse("") + NoteSource.notePath(
                    note.title().toLowerCase(Locale.ROOT).replace(' ', '-') + ".md");
            write(path, "# " + note.title() + "\n\n" + note.body() + "\n");
            return new Remembered(path, ingest.ingest(true, EmbedProgress.NONE));
        };
    }
}
