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
        // Each '/'-separated segment in turn, read in place: a check made for every file of a walk.
        int start = 0;
        while (start <= path.length()) {
            int end = path.indexOf('/', start);
            if (end < 0) {
                end = path.length();
            }
            if (isDots(path, start, end, 2)) {
                throw new IllegalArgumentException("note path must not leave the workspace with '..': " + path);
            }
            if (end == start || isDots(path, start, end, 1)) {
                throw new IllegalArgumentException("note path has an empty or '.' segment: " + path);
            }
            start = end + 1;
        }
        return path;
    }

    /** Whether {@code path}'s segment from {@code start} to {@code end} is {@code dots} dots ("." or ".."). */
    private static boolean isDots(String path, int start, int end, int dots) {
        return end - start == dots && path.charAt(start) == '.' && path.charAt(end - 1) == '.';
    }

    /** Whether {@code path} starts with a Windows drive, such as {@code C:} (checked for every file of a walk). */
    private static boolean startsWithDrive(String path) {
        char letter = path.length() > 1 && path.charAt(1) == ':' ? path.charAt(0) : 0;
        return letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z';
    }
}
