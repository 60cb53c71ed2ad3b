package dev.mempalace.adapter.cli.client;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The per-user cache folder (extracted models, benchmark indexes, the warm process's socket when there is no
 * runtime folder): {@code MEMPALACE_CACHE}, else the platform's. The one rule, for the CLI and its client alike.
 */
public final class UserCache {

    private UserCache() {
    }

    /** The folder the environment names, for a user whose home is {@code home}; relative as typed, if it is. */
    public static Path folder(Map<String, String> env, Path home) {
        String explicit = value(env, "MEMPALACE_CACHE");
        if (explicit != null) {
            return Path.of(explicit);
        }
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            String local = value(env, "LOCALAPPDATA");
            return (local != null ? Path.of(local) : home.resolve("AppData").resolve("Local")).resolve("mempalace");
        }
        String xdg = value(env, "XDG_CACHE_HOME");
        return (xdg != null ? Path.of(xdg) : home.resolve(".cache")).resolve("mempalace");
    }

    /** A variable's value, or null when it is unset or blank. */
    static String value(Map<String, String> env, String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? null : value;
    }
}
