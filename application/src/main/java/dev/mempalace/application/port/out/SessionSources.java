package dev.mempalace.application.port.out;

import dev.mempalace.domain.session.SessionSource;
import java.util.List;

/** The store's configuration of which sessions it imports. */
public interface SessionSources {

    /** The configured sources, in the order they were added; none when nothing was configured. */
    List<SessionSource> read();

    /** Replaces the configuration, whole or not at all. */
    void write(List<SessionSource> sources);
}
