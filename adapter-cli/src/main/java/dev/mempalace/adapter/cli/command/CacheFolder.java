package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.client.UserCache;
import dev.mempalace.adapter.cli.output.Io;
import java.nio.file.Path;

/** The per-user cache folder of a command ({@link UserCache}'s rule), relative paths from its working folder. */
public final class CacheFolder {

    private CacheFolder() {
    }

    public static Path resolve(Io io) {
        return io.cwd().resolve(UserCache.folder(io.env(), Path.of(System.getProperty("user.home"))));
    }
}
