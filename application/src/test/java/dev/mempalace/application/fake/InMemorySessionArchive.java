package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.Transcript;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The session archive in memory: each session's exchanges as kept, by harness and id, and its note written to the
 * in-memory notes as {@link TestNotes} reads it (one section per exchange, its transcript lines marked under its
 * heading), so that an in-memory core indexes and finds it.
 */
public final class InMemorySessionArchive implements SessionArchive {

    private final Map<String, Kept> sessions = new TreeMap<>();
    private final InMemoryNoteSource notes;

    /** A session as kept: its transcript's facts, its exchanges, and how much of the transcript was read. */
    public record Kept(Transcript session, List<Exchange> exchanges, String title, long bytes) {
    }

    /** An archive whose notes nothing reads. */
    public InMemorySessionArchive() {
        this(new InMemoryNoteSource());
    }

    /** An archive that writes each session's note to {@code notes}. */
    public InMemorySessionArchive(InMemoryNoteSource notes) {
        this.notes = notes;
    }

    @Override
    public Optional<ArchivedSession> find(String harness, String id) {
        return Optional.ofNullable(sessions.get(path(harness, id)))
                .map(kept -> new ArchivedSession(path(harness, id), kept.session().lines(), kept.bytes()));
    }

    @Override
    public String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath,
            long bytes) {
        String path = path(session.harness(), session.id());
        List<Exchange> all = new ArrayList<>(Optional.ofNullable(sessions.get(path)).map(Kept::exchanges)
                .orElse(List.of()));
        exchanges.forEach(fresh -> {
            all.removeIf(held -> held.firstLine() == fresh.firstLine());
            all.add(fresh);
        });
        all.sort(Comparator.comparingInt(Exchange::firstLine));
        Kept kept = new Kept(session, List.copyOf(all), title, bytes);
        sessions.put(path, kept);
        notes.write(path, note(kept, transcriptPath));
        return path;
    }

    @Override
    public boolean remove(String harness, String id) {
        notes.delete(path(harness, id));
        return sessions.remove(path(harness, id)) != null;
    }

    /** The sessions kept, by path. */
    public Map<String, Kept> sessions() {
        return Map.copyOf(sessions);
    }

    private static String path(String harness, String id) {
        return "sessions/" + harness + "/" + id + ".md";
    }

    private static String note(Kept kept, String transcriptPath) {
        Transcript session = kept.session();
        StringBuilder text = new StringBuilder("---\ntitle: ").append(kept.title().replace('\n', ' '))
                .append("\nsource: session\nharness: ").append(session.harness()).append("\nsession: ")
                .append(session.id()).append('\n');
        session.project().ifPresent(project -> text.append("project: ").append(project).append('\n'));
        session.branch().ifPresent(branch -> text.append("branch: ").append(branch).append('\n'));
        text.append("transcript: ").append(transcriptPath).append("\n---\n");
        for (Exchange exchange : kept.exchanges()) {
            text.append("## Exchange\n<!-- transcript lines ").append(exchange.firstLine()).append('–')
                    .append(exchange.lastLine()).append(" -->\n\n> ").append(exchange.prompt().replace("\n", "\n> ")).append("\n\n");
            exchange.replies().stream().filter(Reply.Said.class::isInstance)
                    .forEach(said -> text.append(((Reply.Said) said).text()).append("\n\n"));
        }
        return text.toString();
    }
}
