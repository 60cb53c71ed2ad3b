package dev.mempalace.application.port.in;

import dev.mempalace.domain.session.SessionSource;
import java.util.List;
import java.util.Optional;

/** Which session sources this store imports: listed, added and removed by name. */
public interface ConfigureSessions {

    /** The harnesses a source can read, by name. */
    List<String> harnesses();

    /** The configured sources. */
    List<SessionSource> list();

    /**
     * Adds a source of {@code harness} reading {@code folder} (else the harness's default folders), importing only
     * sessions run inside {@code project} when given, named {@code name} when given, else after its harness. Throws
     * {@link SessionSourceRefused} for an unknown harness or a name already taken.
     */
    SessionSource add(String harness, Optional<String> folder, Optional<String> project, Optional<String> name);

    /** Removes the source named {@code name}; false when there is none. Its imported sessions stay in the store. */
    boolean remove(String name);
}
