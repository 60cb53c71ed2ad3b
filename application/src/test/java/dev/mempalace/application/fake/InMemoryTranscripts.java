package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.TranscriptFile;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One harness's transcripts in memory, by absolute path, each the lines its session wrote, read into exchanges by the
 * domain's {@link TranscriptBuilder} as a real reader reads its records: a run without files (the in-memory loop).
 */
public final class InMemoryTranscripts implements TranscriptReader {

    /** One line of a transcript. */
    public sealed interface Line {
    }

    /** A line of the harness's own bookkeeping, which belongs to no exchange (Codex's first, its session's facts). */
    public record Bookkeeping() implements Line {
    }

    /** What the user typed. */
    public record User(Instant time, String text) implements Line {
    }

    /** The assistant's answer. */
    public record Assistant(Instant time, String text) implements Line {
    }

    private record Held(String id, String project, String branch, List<Line> lines, long modified) {
    }

    private final String harness;
    private final String folder;
    private final Map<String, Held> files = new TreeMap<>();

    /** The reader of {@code harness}, whose default folder is {@code folder}. */
    public InMemoryTranscripts(String harness, String folder) {
        this.harness = harness;
        this.folder = folder;
    }

    /** Writes, or writes again grown, the transcript at {@code path} of a session that ran in {@code project}. */
    public void write(String path, String id, String project, String branch, List<Line> lines) {
        files.put(path, new Held(id, project, branch, List.copyOf(lines), files.size() + 1L));
    }

    @Override
    public String harness() {
        return harness;
    }

    @Override
    public List<String> defaultFolders() {
        return List.of(folder);
    }

    @Override
    public List<TranscriptFile> transcripts(String under) {
        return files.keySet().stream().filter(path -> path.startsWith(under.endsWith("/") ? under : under + "/"))
                .flatMap(path -> transcript(path).stream()).toList();
    }

    @Override
    public List<TranscriptFile> transcript(String path) {
        return Optional.ofNullable(files.get(path)).map(held -> List.of(new TranscriptFile(path, held.id(),
                size(held), held.modified()))).orElse(List.of());
    }

    @Override
    public Transcript read(String path) {
        Held held = files.get(path);
        if (held == null) {
            throw new TranscriptUnreadableException("no transcript " + path);
        }
        TranscriptBuilder builder = new TranscriptBuilder(harness, held.id());
        builder.project(held.project());
        builder.branch(held.branch());
        for (int line = 1; line <= held.lines().size(); line++) {
            Line written = held.lines().get(line - 1);
            if (written instanceof User user) {
                builder.time(user.time());
                builder.userWrote(user.text());
                builder.prompt(line, Optional.of(user.time()), user.text());
            } else if (written instanceof Assistant said) {
                builder.time(said.time());
                builder.reply(line, Optional.of(said.time()), new Reply.Said(said.text()));
            }
        }
        return builder.build(held.lines().size());
    }

    /** A size that grows with the transcript, as a file's does. */
    private static long size(Held held) {
        return held.lines().stream().mapToLong(line -> line.toString().length() + 1L).sum();
    }
}
