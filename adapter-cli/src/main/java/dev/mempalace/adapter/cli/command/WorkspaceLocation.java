package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.bootstrap.IndexFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the notes are when no option or variable says: the nearest enclosing folder that holds a {@code .mempalace}
 * folder (as git finds {@code .git}), else the user's own store, which every agent of the user finds.
 */
public record WorkspaceLocation(Path folder, Found found) {

    /** The marker folder that makes a folder a workspace; it also holds the default index. */
    static final String MARKER = IndexFolder.MARKER;

    /** How the workspace was found, for the line that tells the user. */
    public enum Found {
        OPTION("--workspace"), VARIABLE("MEMPALACE_WORKSPACE"), ENCLOSING("the nearest folder holding .mempalace"),
        USER_STORE("the user's store");

        private final String words;

        Found(String words) {
            this.words = words;
        }

        String words() {
            return words;
        }
    }

    /** Walks up from {@code start} to the first folder holding {@value #MARKER}, else the user's store. */
    public static WorkspaceLocation discover(Path start, Io io) {
        for (Path dir = start.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(MARKER))) {
                return new WorkspaceLocation(dir, Found.ENCLOSING);
            }
        }
        return new WorkspaceLocation(userStore(io), Found.USER_STORE);
    }

    /**
     * The user's store: the platform's data folder ({@code $XDG_DATA_HOME}, else
     * {@code ~/.local/share}; {@code %LOCALAPPDATA%} on Windows), then {@code mempalace/notes}.
     */
    static Path userStore(Io io) {
        Path home = Path.of(System.getProperty("user.home"));
        Path data;
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            data = Optional.ofNullable(io.variable("LOCALAPPDATA")).map(Path::of)
                    .orElse(home.resolve("AppData").resolve("Local"));
        } else {
            data = Optional.ofNullable(io.variable("XDG_DATA_HOME")).map(Path::of)
                    .orElse(home.resolve(".local").resolve("share"));
        }
        return data.resolve("mempalace").resolve("notes");
    }
}
