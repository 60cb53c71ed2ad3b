package dev.mempalace.domain.note;

/** Rules for a workspace-relative note path: forward slashes, relative, no parent steps. */
public final class NotePath {

    private NotePath() {
    }

    /** Throws {@link IllegalArgumentException}, saying which rule failed, unless {@code path} is clean. */
    public static String check(String path) {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("note path must not be blank");
        }
        if (path.startsWith("/") || startsWithDrive(path)) {
            throw new IllegalArgumentException("note path must be relative to the workspace, not absolute: " + path);
        }
        if (path.contains("\\")) {
            throw new IllegalArgumentException("note path must separate folders with '/', not '\\': " + path);
        }
        for (String part : path.split("/", -1)) {
            if (part.equals("..")) {
                throw new IllegalArgumentException("note path must not leave the workspace with '..': " + path);
            }
            if (part.isEmpty() || part.equals(".")) {
                throw new IllegalArgumentException("note path has an empty or '.' segment: " + path);
            }
        }
        return path;
    }

    /** Whether {@code path} starts with a Windows drive, such as {@code C:} (checked for every file of a walk). */
    private static boolean startsWithDrive(String path) {
        char letter = path.length() > 1 && path.charAt(1) == ':' ? path.charAt(0) : 0;
        return letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z';
    }
}
