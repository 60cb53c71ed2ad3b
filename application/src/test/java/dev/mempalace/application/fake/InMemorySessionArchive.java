package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.ArchivedSession;
import dev.mempalace.application.port.out.SessionArchive;
import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The session archive in memory: each session's exchanges as kept, by harness and id. */
public final class InMemorySessionArchive implements SessionArchive {

    private final Map<String, Kept> sessions = new TreeMap<>();

    /** A session as kept: its transcript's facts, its exchanges, and how much of the transcript was read. */
    public record Kept(Transcript session, List<Exchange> exchanges, String title, long bytes) {
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
        sessions.put(path, new Kept(session, List.copyOf(all), title, bytes));
        return path;
    }

    @Override
    public boolean remove(String harness, String id) {
        return sessions.remove(path(harness, id)) != null;
    }

    /** The sessions kept, by path. */
    public Map<String, Kept> sessions() {
        return Map.copyOf(sessions);
    }

    private static String path(String harness, String id) {
        return "sessions/" + harness + "/" + id + ".md";
    }
}
