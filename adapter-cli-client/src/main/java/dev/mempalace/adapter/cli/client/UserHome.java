package dev.mempalace.adapter.cli.client;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The user's home folder is {@code HOME}, as a shell, git or Python take it, when it names an absolute path. The JVM
 * reads its own ({@code user.home}) from the user database instead, which differs from {@code HOME} under {@code
 * sudo}, in a test harness or a CI job that sets it, and is {@code ?} for a user id the database does not list (a
 * container run as an arbitrary user): then the store, the cache and the transcripts' folders would not be the ones
 * the launcher and the user's shell name. Each process's entry point adopts it before anything reads it.
 */
public final class UserHome {

    private static final String PROPERTY = "user.home";

    private UserHome() {
    }

    /** Sets {@code user.home} to {@code env}'s {@code HOME} when that is an absolute path; else leaves it. */
    public static void adopt(Map<String, String> env) {
        String home = UserCache.value(env, "HOME");
        if (home == null) {
            return;
        }
        try {
            if (Path.of(home).isAbsolute()) {
                System.setProperty(PROPERTY, home);
            }
        } catch (InvalidPathException e) {
            // Not a path this platform can name: the JVM's own home stays.
        }
    }
}
