package dev.mempalace.adapter.cli.client;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

/**
 * The folder of the user's warm process: {@code $XDG_RUNTIME_DIR/mempalace}, else {@code daemon} in the cache
 * folder ({@code MEMPALACE_CACHE}, else {@code $XDG_CACHE_HOME/mempalace}, else {@code ~/.cache/mempalace}). It
 * holds the socket, the lock the running daemon holds and its log. Only a folder the user owns and nobody else can
 * open is trusted, by the daemon and its clients alike.
 */
public record DaemonFolder(Path folder) {

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    /** The folder the environment names, for a user whose home is {@code home}. */
    public static DaemonFolder of(Map<String, String> env, Path home) {
        String runtime = UserCache.value(env, "XDG_RUNTIME_DIR");
        if (runtime != null) {
            return new DaemonFolder(Path.of(runtime, "mempalace"));
        }
        return new DaemonFolder(UserCache.folder(env, home).resolve("daemon"));
    }

    public Path socket() {
        return folder.resolve("daemon.sock");
    }

    /** The file the running daemon holds locked, so that only one runs per folder. */
    public Path lock() {
        return folder.resolve("daemon.lock");
    }

    /** Where the daemon writes what happens to it (start, stop, refused peers); never a command's output. */
    public Path log() {
        return folder.resolve("daemon.log");
    }

    /** Whether the folder exists, belongs to this user and is closed to everybody else. */
    public boolean trusted() {
        try {
            return Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
                    && Files.getOwner(folder, LinkOption.NOFOLLOW_LINKS).getName()
                            .equals(ThisUser.get())
                    && OWNER_ONLY.containsAll(Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS));
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /**
     * Creates the folder for this user only (its parents as usual); an existing folder that is not {@link
     * #trusted()} is refused with an {@link IOException} naming it, never changed.
     */
    public void create() throws IOException {
        Files.createDirectories(folder.getParent());
        try {
            Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
            Files.setPosixFilePermissions(folder, OWNER_ONLY);
        } catch (FileAlreadyExistsException exists) {
            if (!trusted()) {
                throw new IOException("the folder " + folder + " is not this user's alone (owner "
                        + Files.getOwner(folder, LinkOption.NOFOLLOW_LINKS).getName() + ", permissions "
                        + PosixFilePermissions.toString(Files.getPosixFilePermissions(folder,
                                LinkOption.NOFOLLOW_LINKS)) + ")", exists);
            }
        }
    }
}
