package dev.mempalace.application.port.out;

import java.util.Collection;
import java.util.Set;

/** The git repository the workspace lies in, if any: which files it once held that its work tree no longer has. */
public interface RepositoryFiles {

    /**
     * Those of {@code paths} (relative to the repository's top folder) that a commit reachable from its HEAD holds
     * and its work tree does not; none when the workspace is in no repository.
     */
    Set<String> gone(Collection<String> paths);
}
