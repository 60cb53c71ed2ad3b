package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The POSIX launcher builds on first use and again whenever a main source or a pom.xml is newer than the jar. Run on
 * a copy of the launcher beside a stand-in Maven wrapper and java, so that only the launcher's own logic is timed.
 */
class LauncherRebuildTest {

    private static final String BUILT = "mempalace: first run, building ";
    private static final String REBUILT = "mempalace: the sources changed, rebuilding ";

    @TempDir
    Path checkout;

    private Path launcher;
    private Path jar;
    private Path builds;
    private String path = System.getenv("PATH");

    @BeforeEach
    void copyTheLauncherBesideStandIns() throws IOException {
        launcher = LauncherCopy.into(checkout);
        jar = checkout.resolve("adapter-cli/target/mempalace.jar");
        builds = checkout.resolve("builds.log");
        script("mvnw", "echo build >> '" + builds + "'\nmkdir -p '" + jar.getParent() + "'\ntouch '" + jar + "'\n");
        script("jdk/bin/java", "exit 0\n");
        Files.createDirectories(checkout.resolve("domain/src/main/java"));
        Files.writeString(checkout.resolve("domain/src/main/java/A.java"), "class A {}\n");
        Files.writeString(checkout.resolve("pom.xml"), "<project/>\n");
        Files.writeString(checkout.resolve("domain/pom.xml"), "<project/>\n");
        try (var files = Files.walk(checkout)) {
            for (Path file : files.toList()) {
                Files.setLastModifiedTime(file, FileTime.from(Instant.now().minusSeconds(120)));
            }
        }
    }

    @Test
    void buildsOnFirstUseThenOnlyWhenASourceOrPomIsNewerThanTheJar() throws Exception {
        assertEquals(List.of(BUILT + jar + " ..."), launch(), "no jar yet");
        assertEquals(List.of(), launch(), "nothing changed");

        later(checkout.resolve("domain/src/main/java/A.java"));
        assertEquals(List.of(REBUILT + jar + " ..."), launch(), "a source changed");
        assertEquals(List.of(), launch(), "rebuilt");

        later(checkout.resolve("domain/pom.xml"));
        assertEquals(List.of(REBUILT + jar + " ..."), launch(), "a module's pom.xml changed");

        Files.writeString(checkout.resolve("domain/src/main/java/B.java"), "class B {}\n");
        later(checkout.resolve("domain/src/main/java/B.java"));
        assertEquals(List.of(REBUILT + jar + " ..."), launch(), "a source was added");
        assertEquals(3 + 1, Files.readAllLines(builds).size());
    }

    @Test
    void aFindWithoutQuitStillSeesAChangedSource() throws Exception {
        Path tools = Files.createDirectories(checkout.resolve("tools"));
        String realFind = Stream.of("/usr/bin/find", "/bin/find").filter(f -> Files.isExecutable(Path.of(f)))
                .findFirst().orElseThrow();
        script("tools/find", "for a; do [ \"$a\" != -quit ] || { echo \"find: unknown predicate -quit\" >&2; exit 1; }; "
                + "done\nexec " + realFind + " \"$@\"\n");
        path = tools + ":" + System.getenv("PATH");
        assertEquals(List.of(BUILT + jar + " ..."), launch(), "no jar yet");
        assertEquals(List.of(), launch(), "nothing changed");
        later(checkout.resolve("domain/src/main/java/A.java"));
        assertEquals(List.of(REBUILT + jar + " ..."), launch(), "a source changed");
        assertEquals(List.of(), launch(), "rebuilt");
    }

    /** Runs the launcher; returns its stderr lines. */
    private List<String> launch() throws Exception {
        return LauncherCopy.version(launcher, Map.of("JAVA_HOME", checkout.resolve("jdk").toString(), "PATH", path),
                checkout.resolve("err.txt")).lines().toList();
    }

    /** Makes a file newer than the jar, and both older than now, whatever the file system's time grain. */
    private void later(Path file) throws IOException {
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minusSeconds(30)));
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(60)));
    }

    private void script(String path, String body) throws IOException {
        LauncherCopy.script(checkout.resolve(path), body);
    }
}
