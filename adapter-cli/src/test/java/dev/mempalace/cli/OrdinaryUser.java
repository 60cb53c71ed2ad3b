package dev.mempalace.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
        List<String> command = new ArrayList<>();
        if (root()) {
            command.addAll(List.of("/usr/bin/unshare", "-U", "--map-user=1000", "--map-group=1000"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("MEMPALACE_CACHE", TestWorkspace.CACHE.toString());
        Process child = builder.start();
        child.getOutputStream().close();
        byte[] out = child.getInputStream().readAllBytes();
        byte[] err = child.getErrorStream().readAllBytes();
        if (!child.waitFor(2, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new AssertionError("the child did not finish: " + command);
        }
        return new CliResult(child.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }
}
