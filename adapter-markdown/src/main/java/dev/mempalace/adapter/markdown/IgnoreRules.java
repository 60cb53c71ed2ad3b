package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.session.SessionFields;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.eclipse.jgit.ignore.IgnoreNode;

/**
 * The ignore rules of a workspace, read by JGit as git reads them: a {@code .mempalaceignore} at the workspace
 * root, which decides first, then the {@code .gitignore} of each folder from the deepest to the root, the first
 * that matches deciding (a {@code !} pattern re-includes). Paths are workspace-relative with {@code /}; the walk
 * enters a folder ({@link #enter}) before asking about what lies in it and leaves it ({@link #leave}) after. An
 * ignore file that cannot be read is told to {@code unreadable} (by its relative path) and applies no rule. JGit
 * is loaded only when there is an ignore file: its signed jar costs some 75 ms of verification on first use.
 */
final class IgnoreRules {

    /** The file at the workspace root whose gitignore-syntax rules apply to MemPalace only. */
    static final String MEMPALACE_IGNORE = ".mempalaceignore";
    private static final String GITIGNORE = ".gitignore";

    private final BiConsumer<String, IOException> unreadable;
    private final IgnoreNode workspaceRules;
    private final Deque<Frame> folders = new ArrayDeque<>();

    /** Reads {@code .mempalaceignore} in {@code root}, if there is one. */
    IgnoreRules(Path root, BiConsumer<String, IOException> unreadable) {
        this.unreadable = unreadable;
        this.workspaceRules = read(root.resolve(MEMPALACE_IGNORE), MEMPALACE_IGNORE).orElse(null);
    }

    /** Takes on the {@code .gitignore} of {@code folder}, at {@code relative} ("" for the root). */
    void enter(Path folder, String relative) {
        String file = relative.isEmpty() ? GITIGNORE : relative + "/" + GITIGNORE;
        folders.push(new Frame(relative, read(folder.resolve(GITIGNORE), file).orElse(null)));
    }

    void leave() {
        folders.pop();
    }

    boolean ignored(String relative, boolean folder) {
        if (relative.equals(SessionFields.FOLDER) || relative.startsWith(SessionFields.FOLDER + "/")) {
            // Imported sessions are kept for memory's sake: a project may well keep them out of git, not out of memory.
            return false;
        }
        Boolean decision = workspaceRules == null ? null : workspaceRules.checkIgnored(relative, folder);
        for (Frame frame : folders) {
            if (decision != null) {
                break;
            }
            if (frame.rules != null) {
                decision = frame.rules.checkIgnored(frame.below(relative), folder);
            }
        }
        return Boolean.TRUE.equals(decision);
    }

    private Optional<IgnoreNode> read(Path file, String relative) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        IgnoreNode rules = new IgnoreNode();
        try (InputStream in = Files.newInputStream(file)) {
            rules.parse(relative, in);
        } catch (IOException e) {
            unreadable.accept(relative, e);
            return Optional.empty();
        }
        return Optional.of(rules);
    }

    private record Frame(String relative, IgnoreNode rules) {

        String below(String path) {
            return relative.isEmpty() ? path : path.substring(relative.length() + 1);
        }
    }
}
