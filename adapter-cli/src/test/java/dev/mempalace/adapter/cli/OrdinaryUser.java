package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs the command in a child JVM as a user whom file permissions bind. Root ignores them, so under root (as in
 * containers) the child runs in a new user namespace as an unmapped user ({@code unshare -U}): the files stay
 * root's, the child is their owner without root's powers, so the owner's permission bits hold it.
 */
final class OrdinaryUser {

    private OrdinaryUser() {
    }

    /** Skips the test where permissions cannot bind a child: a root without {@code unshare}, or no POSIX. */
    static void assumeAvailable() {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no POSIX permissions here");
        assumeTrue(!root() || Files.isExecutable(Path.of("/usr/bin/unshare")), "root, and no unshare to drop it");
    }

    static CliResult run(String... args) throws IOException, InterruptedException {
        return CliChild.run(root() ? List.of("/usr/bin/unshare", "-U", "--map-user=1000", "--map-group=1000")
                : List.of(), args);
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }
}
