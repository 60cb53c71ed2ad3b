package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.SessionSources;
import dev.mempalace.domain.session.SessionSource;
import java.util.List;

/** The store's session sources in memory. */
public final class InMemorySessionSources implements SessionSources {

    private List<SessionSource> sources = List.of();

    @Override
    public List<SessionSource> read() {
        return sources;
    }

    @Override
    public void write(List<SessionSource> written) {
        sources = List.copyOf(written);
    }
}
