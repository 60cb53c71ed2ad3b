package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.domain.note.NotePath;
import java.util.Locale;

/**
 * Which paths name a Markdown note: a clean workspace-relative path ({@link NotePath}), without hidden files or
 * folders (a name starting with '.'), ending in {@code .md} in any case.
 */
final class MarkdownPaths {

    private MarkdownPaths() {
    }

    /** Returns {@code path} if it can name a note, else throws {@link NotePathRefusedException} saying which rule. */
    static String checked(String path) {
        try {
            NotePath.check(path);
        } catch (IllegalArgumentException e) {
            throw new NotePathRefusedException(e.getMessage());
        }
        // A name starts with '.' where the path does or where one follows a '/'.
        if (path.startsWith(".") || path.contains("/.")) {
            throw new NotePathRefusedException("note path names a hidden file or folder, which holds no notes: "
                    + path);
        }
        if (!path.toLowerCase(Locale.ROOT).endsWith(".md")) {
            throw new NotePathRefusedException("note path names no Markdown note (*.md): " + path);
        }
        return path;
    }
}
