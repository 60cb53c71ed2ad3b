package dev.mempalace.adapter.cli;

import java.nio.file.Path;
import java.util.Locale;

/** The per-user cache folder (extracted models, benchmark indexes): MEMPALACE_CACHE, else the platform's. */
final class CacheFolder {

    private CacheFolder() {
    }

    static Path resolve(Io io) {
        String explicit = io.variable("MEMPALACE_CACHE");
        if (explicit != null) {
            return io.path(explicit);
        }
        Path home = Path.of(System.getProperty("user.home"));
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            String local = io.variable("LOCALAPPDATA");
            return (local != null ? Path.of(local) : home.resolve("AppData").resolve("Local")).resolve("mempalace");
        }
        String xdg = io.variable("XDG_CACHE_HOME");
        return (xdg != null ? Path.of(xdg) : home.resolve(".cache")).resolve("mempalace");
    }
}
