package dev.mempalace.domain.note;

/** Rules for a workspace-relative note path: forward slashes, relative, no parent steps. */
public final class NotePath {

    private NotePath() {
    }

    /** Throws {@link IllegalArgumentException} unless {@code path} is a clean workspace-relative path. */
    public static String check(String path) {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("note path must not be blank");
        }
        if (path.contains("\\") || path.startsWith("/") || path.matches("^[A-Za-z]:.*")) {
            throw new IllegalArgumentException("note path must be workspace-relative with '/' separators: " + path);
        }
        for (String part : path.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                throw new IllegalArgumentException("note path has an empty or parent segment: " + path);
            }
        }
        return path;
    }
}
