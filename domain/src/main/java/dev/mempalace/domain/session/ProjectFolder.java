package dev.mempalace.domain.session;

import java.util.List;

/**
 * The one rule of which paths lie in a project folder: the folder itself, or a path below it at a segment boundary
 * ({@code /} or {@code \}), so that {@code /a/b} takes {@code /a/b/c} and not {@code /a/bc}.
 */
public final class ProjectFolder {

    private ProjectFolder() {
    }

    /** The prefixes a path inside {@code folder} starts with. */
    public static List<String> prefixes(String folder) {
        return endsWithSeparator(folder) ? List.of(folder) : List.of(folder + "/", folder + "\\");
    }

    /** Whether {@code path} is {@code folder} or lies inside it. */
    public static boolean contains(String folder, String path) {
        return path.equals(folder) || prefixes(folder).stream().anyMatch(path::startsWith);
    }

    /** Whether a path ends with a separator. */
    public static boolean endsWithSeparator(String path) {
        return path.endsWith("/") || path.endsWith("\\");
    }
}
