package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The POSIX launcher runs a command on a runtime of the release's modules, linked once from the JDK that would run
 * it, and again only when that JDK changes; without jlink the JDK's own java runs. On a copy of the launcher beside
 * stand-in JDKs whose java and jlink only say that they ran.
 */
class LauncherRuntimeTest {

    @TempDir
    Path checkout;

    private Path launcher;
    private Path calls;

    @BeforeEach
    void copyTheLauncherBesideStandIns() throws IOException {
        launcher = LauncherCopy.into(checkout);
        Files.createDirectories(checkout.resolve("release"));
        Files.writeString(checkout.resolve("release/pom.xml"),
                "<project>\n  <properties>\n    <release.modules>java.base,java.sql</release.modules>\n"
                        + "  </properties>\n</project>\n");
        Files.createDirectories(checkout.resolve("adapter-cli/target/lib"));
        Files.writeString(checkout.resolve("adapter-cli/target/mempalace.jar"), "");
        calls = checkout.resolve("calls.log");
        standInJdk("jdk", "17.0.1", true);
        standInJdk("other-jdk", "17.0.1", false);
    }

    /**
     * A runtime of JDK 25 or later, as its release file says, starts from an ahead-of-time cache: recorded by the
     * training, assembled by a second JVM, mapped by every command without -Xshare (which excludes it); an older one
     * from a class-data archive.
     */
    @Test
    void aJdk25RuntimeStartsFromAnAheadOfTimeCacheAndAnOlderOneFromAnArchive() throws Exception {
        standInJdk("jdk25", "25.0.1", true);
        launch("jdk25");
        Path target = checkout.resolve("adapter-cli/target");
        List<String> args = lines("args");
        assertTrue(args.stream().anyMatch(a -> a.contains("-XX:AOTMode=record -XX:AOTConfiguration=")), args::toString);
        assertTrue(args.stream().anyMatch(a -> a.contains("-XX:AOTMode=create -XX:AOTConfiguration=")), args::toString);
        String command = args.get(args.size() - 1);
        assertTrue(command.contains("-XX:AOTCache=" + target.resolve("mempalace.aot") + " -jar"), command);
        assertTrue(command.contains("--enable-native-access=ALL-UNNAMED"), command);
        assertFalse(command.contains("-Xshare"), command);

        Files.deleteIfExists(checkout.resolve("args.log"));
        launch("jdk");
        command = lines("args").get(lines("args").size() - 1);
        assertTrue(command.contains("-Xshare:auto") && command.contains("-XX:SharedArchiveFile="
                + target.resolve("mempalace.jsa") + " -jar"), command);
        assertFalse(Files.exists(target.resolve("mempalace.aot")), "the other runtime's cache was kept");
    }

    @Test
    void linksOnceThenRunsEveryCommandOnTheLinkedRuntime() throws Exception {
        launch("jdk");
        assertEquals(List.of("jlink --add-modules java.base,java.sql"), lines("jlink"), "linked at the first command");
        assertEquals(List.of(runtimeJava()), javas(), "the command ran on the linked runtime");

        launch("jdk");
        assertEquals(1, lines("jlink").size(), "linked again though nothing changed");
        assertEquals(List.of(runtimeJava()), javas());
    }

    @Test
    void linksAgainWhenTheJdkChangesAndTheArchivesGoWithTheOldRuntime() throws Exception {
        launch("jdk");
        Path archive = checkout.resolve("adapter-cli/target/mempalace.jsa");
        assertTrue(Files.exists(archive), "the archive was made");

        standInJdk("jdk", "17.0.2", true);
        Files.writeString(archive, "made on the old runtime");
        launch("jdk");
        assertEquals(2, lines("jlink").size(), "a new version of the JDK was not linked");
        assertFalse(Files.readString(archive).contains("old runtime"), "the old runtime's archive was kept");
        assertEquals(List.of(runtimeJava()), javas());
    }

    @Test
    void aJdkWithoutJlinkRunsItsOwnJavaAndIsNotAskedAgain() throws Exception {
        launch("jdk");
        launch("other-jdk");
        assertEquals(List.of(checkout.resolve("other-jdk/bin/java").toString()), javas(),
                "another JDK, named by JAVA_HOME, did not run the command");
        launch("other-jdk");
        assertEquals(List.of(checkout.resolve("other-jdk/bin/java").toString()), javas());
        assertEquals(1, lines("jlink").size());

        launch("jdk");
        assertEquals(2, lines("jlink").size(), "back on the first JDK, its runtime is linked again");
        assertEquals(List.of(runtimeJava()), javas());
    }

    /** A JDK 25 that cannot link a runtime runs its own java, and that from an ahead-of-time cache too. */
    @Test
    void aJdk25WithoutJlinkRunsItsOwnJavaFromAnAheadOfTimeCache() throws Exception {
        standInJdk("jdk25-alone", "25.0.1", false);
        launch("jdk25-alone");
        assertEquals(List.of(checkout.resolve("jdk25-alone/bin/java").toString()), javas());
        List<String> args = lines("args");
        String command = args.get(args.size() - 1);
        assertTrue(command.contains("-XX:AOTCache=" + checkout.resolve("adapter-cli/target/mempalace.aot") + " -jar"),
                command);
        assertTrue(command.contains("--enable-native-access=ALL-UNNAMED") && !command.contains("-Xshare"), command);
    }

    @Test
    void aLauncherReachedThroughLinksRunsItsOwnCheckout() throws Exception {
        Path bin = Files.createDirectories(checkout.resolve("home/bin"));
        Files.createSymbolicLink(bin.resolve("mp"), Path.of("../../mempalace"));
        launcher = Files.createSymbolicLink(Files.createDirectories(checkout.resolve("home/elsewhere")).resolve("mp"),
                bin.resolve("mp"));
        launch("jdk");
        assertEquals(List.of(runtimeJava()), javas(), "the launcher did not find its checkout through two links");
    }

    @Test
    void aJdkWhoseJavaIsALinkIsLinkedFromTheJdkItPointsInto() throws Exception {
        Path bin = Files.createDirectories(checkout.resolve("alternatives/bin"));
        Files.createSymbolicLink(bin.resolve("java"), Path.of("../../jdk/bin/java"));
        launch("alternatives");
        assertEquals(List.of("jlink --add-modules java.base,java.sql"), lines("jlink"),
                "the JDK behind the link was not linked");
        assertEquals(List.of(runtimeJava()), javas());
    }

    /**
     * A JDK whose java logs which java ran and with which arguments, and, if {@code withJlink}, a jlink that makes a
     * runtime of the same, with the JDK's release file.
     */
    private void standInJdk(String folder, String version, boolean withJlink) throws IOException {
        Path home = Files.createDirectories(checkout.resolve(folder).resolve("bin")).getParent();
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version.substring(0, version.indexOf('.'))
                + "\"\nJAVA_RUNTIME_VERSION=\"" + version + "\"\n");
        // It writes what a training run would record, so that the launcher goes on to dump it.
        String java = "echo \"$0\" >> '" + calls + "'\necho \"$*\" >> '" + checkout.resolve("args.log") + "'\n"
                + "for a; do case $a in -XX:AOTConfiguration=*|-XX:DumpLoadedClassList=*) echo x > \"${a#*=}\";; esac; "
                + "done\nexit 0\n";
        LauncherCopy.script(home.resolve("bin/java"), java);
        if (withJlink) {
            LauncherCopy.script(home.resolve("bin/jlink"),
                    "echo \"jlink $1 $2\" >> '" + checkout.resolve("jlink.log") + "'\n"
                    + "while [ \"$1\" != --output ]; do shift; done\nmkdir -p \"$2/bin\"\n"
                    + "cp '" + home.resolve("release") + "' \"$2/release\"\n"
                    + "printf '#!/bin/sh\\n%s' '" + java.replace("'", "'\\''") + "' > \"$2/bin/java\"\n"
                    + "chmod +x \"$2/bin/java\"\n");
        }
    }

    private String runtimeJava() {
        return checkout.resolve("adapter-cli/target/runtime/bin/java").toString();
    }

    /** Runs the launcher with JAVA_HOME at {@code jdk}; clears the log of the javas that ran before. */
    private void launch(String jdk) throws Exception {
        Files.deleteIfExists(calls);
        String err = LauncherCopy.version(launcher,
                Map.of("JAVA_HOME", checkout.resolve(jdk).toString(), "MEMPALACE_DAEMON", "off"),
                checkout.resolve("err.txt"));
        assertEquals("", err, "the launcher said something");
    }

    /** The distinct javas that ran for the last command (its archive's training among them). */
    private List<String> javas() throws IOException {
        return Files.readAllLines(calls).stream().distinct().toList();
    }

    private List<String> lines(String log) throws IOException {
        Path file = checkout.resolve(log + ".log");
        return Files.exists(file) ? Files.readAllLines(file) : List.of();
    }
}
