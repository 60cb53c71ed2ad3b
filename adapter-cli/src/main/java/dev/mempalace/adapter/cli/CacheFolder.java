package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.client.UserCache;
import java.nio.file.Path;

/** The per-user cache folder of a command ({@link UserCache}'s rule), relative paths from its working folder. */
final class CacheFolder {

    private CacheFolder() {
    }

    static Path resolve(Io io) {
        return io.cwd().resolve(UserCache.folder(io.env(), Path.of(System.getProperty("user.home"))));
    }
}
