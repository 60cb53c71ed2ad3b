package dev.mempalace.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.codex.CodexWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The release archive, unpacked and installed as a user would, then run on a machine's PATH without Java. */
class ReleaseArchiveTest {

    /** What the launcher and the installer need from PATH, as their comments list them, and nothing more. */
    private static final List<String> TOOLS = List.of("sh", "ls", "sed", "dirname", "locale", "grep", "head",
            "mkdir", "mv", "rm", "cp", "ln");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path temp;

    private static String version;
    private static Path top;
    private static Map<String, String> env;
    private static Path link;

    @BeforeAll
    static void unpackAndInstall() throws Exception {
        version = System.getProperty("release.version");
        Path archive = Path.of(System.getProperty("release.archive"));
        assertTrue(Files.isRegularFile(archive), archive::toString);
        Path unpacked = Files.createDirectories(temp.resolve("unpacked"));
        Run.of(unpacked, Map.of("PATH", "/usr/bin:/bin"), "tar", "xzf", archive.toString()).ok();
        top = unpacked.resolve("mempalace-" + version);
        env = new HashMap<>(Map.of("PATH", tools().toString(), "HOME", temp.resolve("home").toString(),
                "MEMPALACE_HOME", temp.resolve("apps").toString(), "MEMPALACE_BIN", temp.resolve("bin").toString()));
        link = temp.resolve("bin/mempalace");
        Run install = run(top, top.resolve("install.sh").toString()).ok();
        assertTrue(install.out().contains(temp.resolve("apps/" + version).toString()), install::toString);
    }

    @Test
    void theArchiveHoldsOneFolderAndARuntimeWithoutJmods() throws Exception {
        Run list = Run.of(temp, Map.of("PATH", "/usr/bin:/bin"), "tar", "tzf",
                System.getProperty("release.archive")).ok();
        List<String> entries = list.out().lines().toList();
        assertTrue(entries.size() > 50, list::toString);
        for (String entry : entries) {
            assertTrue(entry.startsWith("mempalace-" + version + "/") && !entry.contains(".."), entry);
        }
        try (Stream<Path> files = Files.walk(top)) {
            for (Path file : files.toList()) {
                assertTrue(file.toRealPath().startsWith(top.toRealPath()), file + " leads out of the folder");
                assertFalse(file.getFileName().toString().endsWith(".jmod"), file::toString);
            }
        }
        assertFalse(Files.exists(top.resolve("runtime/jmods")));
        assertTrue(Files.isExecutable(top.resolve("runtime/bin/java")));
        assertTrue(Files.isRegularFile(top.resolve("lib/mempalace.jar")));
        String readme = Files.readString(top.resolve("README.txt"), StandardCharsets.UTF_8);
        assertTrue(readme.contains(version) && readme.contains("./install.sh"), readme);
    }

    @Test
    void theInstallerLinksTheCommandAgainAndNeverOverAFile() throws Exception {
        Run again = run(top, top.resolve("install.sh").toString()).ok();
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(temp.resolve("apps/" + version + "/bin/mempalace"), Files.readSymbolicLink(link));
        assertTrue(again.out().contains(temp.resolve("bin") + " is not on your PATH"), again::toString);

        Path mine = Files.createDirectories(temp.resolve("mybin")).resolve("mempalace");
        Files.writeString(mine, "mine\n");
        Map<String, String> elsewhere = new HashMap<>(env);
        elsewhere.put("MEMPALACE_BIN", mine.getParent().toString());
        Run refused = Run.of(top, elsewhere, top.resolve("install.sh").toString());
        assertNotEquals(0, refused.code(), refused::toString);
        assertEquals(1, refused.err().lines().count(), refused::toString);
        assertTrue(refused.err().contains(mine + " exists and is not a symlink"), refused::toString);
        assertEquals("mine\n", Files.readString(mine));
    }

    @Test
    void theInstalledCommandRunsWithoutAJdk() throws Exception {
        assertNotEquals(0, run(temp, "sh", "-c", "command -v java").code(), "java is on the test's PATH");
        assertFalse(env.containsKey("JAVA_HOME"));

        Run shown = run(temp, link.toString(), "--version").ok();
        assertTrue(shown.out().matches("mempalace " + version.replace(".", "\\.")
                + " \\(([0-9a-f]{7,}(, modified)?|unknown commit)\\)\n"), shown::toString);
        Path cds = temp.resolve("home/.cache/mempalace/cds");
        Path installed = temp.resolve("apps/" + version).toRealPath();
        Path archive = Path.of(cds + installed.toString(), "mempalace." + archiveEnding(installed));
        assertTrue(Files.isRegularFile(archive), "the first run leaves a class-data archive in the cache: " + archive);
        assertTrue(Files.size(archive) > 1 << 20, "the training run filled the archive: " + Files.size(archive));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(cds)));
        FileTime trained = Files.getLastModifiedTime(archive);
        Path jar = installed.resolve("lib/mempalace.jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(trained.toMillis() + 2000));
        run(temp, link.toString(), "--version").ok();
        assertTrue(Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) > 0,
                "a jar newer than the archive has it made again");

        Path ws = workspace();
        run(ws, link.toString(), "init").ok();
        run(ws, link.toString(), "ingest").ok();
        JsonNode hits = JSON.readTree(run(ws, link.toString(), "search", "--json", "--mode", "hybrid",
                "the nightly backup never ran").ok().out()).get("results");
        assertEquals("backup.md", hits.get(0).get("path").asText(), hits::toString);
        JsonNode accented = JSON.readTree(run(ws, link.toString(), "search", "--json", "--mode", "lexical",
                "descaling").ok().out()).get("results");
        assertEquals("café.md", accented.get(0).get("path").asText(), "a UTF-8 name under no locale");
        Path lexical = archive.resolveSibling("mempalace-lexical." + archiveEnding(installed));
        assertTrue(Files.isRegularFile(lexical), "the first lexical search leaves an archive of its own: " + lexical);
        assertTrue(Files.size(lexical) > 1 << 20 && Files.size(lexical) < Files.size(archive),
                () -> "the lexical archive is the smaller: " + lexical);
    }

    /**
     * The installed command's JVM keeps its heap in transparent huge pages where the kernel gives them on request,
     * and says nothing where it gives none.
     */
    @Test
    void theCommandsHeapIsInHugePagesWhereTheKernelGivesThem() throws Exception {
        Path setting = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        boolean given = Files.isReadable(setting) && !Files.readString(setting).contains("[never]");
        Map<String, String> flagged = new HashMap<>(env);
        flagged.put("JAVA_TOOL_OPTIONS", "-XX:+PrintFlagsFinal");

        Run shown = Run.of(temp, flagged, link.toString(), "--version").ok();

        assertTrue(shown.out().lines().anyMatch(line -> line.matches(
                "\\s*bool UseTransparentHugePages\\s+= " + given + "\\s.*")), shown::toString);
        assertEquals(List.of("Picked up JAVA_TOOL_OPTIONS: -XX:+PrintFlagsFinal"), shown.err().lines().toList(),
                shown::toString);
    }

    @Test
    void zstdSessionsAndTheMcpServerWork() throws Exception {
        Path ws = Files.createDirectories(temp.resolve("sessions-ws"));
        Files.writeString(ws.resolve("start.md"), "# Start\n\nNothing yet.\n");
        Path sessions = temp.resolve("codex/sessions");
        Instant start = Instant.parse("2026-01-02T10:00:00Z");
        String id = "0199a0b1-0000-7000-8000-000000000001";
        CodexWriter rollout = new CodexWriter();
        rollout.meta(start, id, ws.toString(), "main");
        rollout.message(start.plusSeconds(1), "user", "input_text",
                "Why does the flamingo deploy stall at the canary gate?");
        rollout.message(start.plusSeconds(2), "assistant", "output_text",
                "The canary gate waits for the flamingo health probe on port 9407.");
        rollout.writeTo(Path.of(CodexWriter.rollout(sessions, start, id) + ".zst"));
        run(ws, link.toString(), "init").ok();
        run(ws, link.toString(), "sessions", "add", "codex", sessions.toString(), "--all-projects").ok();
        run(ws, link.toString(), "ingest").ok();
        JsonNode hits = JSON.readTree(run(ws, link.toString(), "search", "--json", "--mode", "hybrid",
                "flamingo canary health probe").ok().out()).get("results");
        assertTrue(hits.get(0).get("path").asText().startsWith("sessions/codex/"), hits::toString);

        List<JsonNode> answers = McpSession.exchange(ws, env, link,
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                        + "\"2025-06-18\",\"capabilities\":{},"
                        + "\"clientInfo\":{\"name\":\"release\",\"version\":\"1\"}}}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"search_memory\","
                        + "\"arguments\":{\"query\":\"flamingo canary gate\"}}}");
        assertEquals("mempalace", answers.get(0).at("/result/serverInfo/name").asText(), answers::toString);
        String found = answers.get(1).at("/result/content/0/text").asText();
        assertTrue(found.contains("sessions/codex/"), answers::toString);
    }

    @Test
    void theWarmProcessAnswersTheInstalledCommand() throws Exception {
        Path ws = Files.createDirectories(temp.resolve("warm-ws"));
        Files.writeString(ws.resolve("ferry.md"), "# Ferry\n\nThe ferry timetable changes in October.\n");
        Map<String, String> warm = new HashMap<>(env);
        warm.put("XDG_RUNTIME_DIR", Files.createDirectories(temp.resolve("run")).toString());
        Run.of(ws, warm, link.toString(), "init").ok();
        Run.of(ws, warm, link.toString(), "ingest").ok();
        Run.of(ws, warm, link.toString(), "daemon", "start").ok();
        try {
            // The client's first run: a command the daemon declines, from which no archive is made.
            Run.of(ws, warm, link.toString(), "daemon", "status").ok();
            JsonNode hits = JSON.readTree(Run.of(ws, warm, link.toString(), "search", "--json", "ferry timetable")
                    .ok().out()).get("results");
            assertEquals("ferry.md", hits.get(0).get("path").asText(), hits::toString);
            JsonNode status = JSON.readTree(Run.of(ws, warm, link.toString(), "daemon", "status", "--json").ok()
                    .out());
            assertEquals(1, status.get("commandsServed").asInt(), "the search ran in the warm process: " + status);
            assertClientFromItsArchive(ws, warm);
        } finally {
            Run.of(ws, warm, link.toString(), "daemon", "stop").ok();
        }
    }

    /**
     * The warm command's client, run as the launcher runs it, loads its classes from the archive its first run made:
     * one static archive of what it loaded, not a dynamic one over the runtime's default archive (the JVM relocates
     * every archive it maps, at each start), made from a command the daemon answered (the Ctrl-C hook of the answer's
     * relay in it too); and, run with G1, the module graph archived with them.
     */
    private static void assertClientFromItsArchive(Path ws, Map<String, String> warm) throws Exception {
        Path installed = temp.resolve("apps/" + version).toRealPath();
        boolean aot = archiveEnding(installed).equals("aot");
        Path archive = Path.of(temp.resolve("home/.cache/mempalace/cds") + installed.toString(),
                "client." + archiveEnding(installed));
        assertTrue(Files.isRegularFile(archive) && Files.size(archive) > 1 << 16,
                "the client's first run leaves an archive of its own: " + archive);
        Path client;
        try (Stream<Path> jars = Files.list(installed.resolve("lib/lib"))) {
            client = jars.filter(jar -> jar.getFileName().toString().startsWith("mempalace-adapter-cli-client-"))
                    .findFirst().orElseThrow();
        }
        Path log = temp.resolve("client-classes.log");
        // The launcher's locale under no locale, which the daemon it started has too.
        Map<String, String> launched = new HashMap<>(warm);
        launched.put("LC_ALL", "C.UTF-8");
        Path cds = temp.resolve("client-cds.log");
        List<String> command = new ArrayList<>(List.of(installed.resolve("runtime/bin/java").toString(),
                "-XX:-UseSerialGC", "-XX:+UseG1GC", "-Xint"));
        if (aot) {
            // An ahead-of-time cache maps only with the module options it was made with: the launcher's native access.
            command.addAll(List.of("--enable-native-access=ALL-UNNAMED", "-XX:AOTCache=" + archive));
        } else {
            command.add("-XX:SharedArchiveFile=" + archive);
        }
        command.addAll(List.of("-Xlog:class+load=info:file=" + log + ":none", "-Xlog:" + (aot ? "aot" : "cds")
                + "=info:file=" + cds + ":none", "-cp", client.toString(),
                "dev.mempalace.adapter.cli.client.DaemonClient", "search", "--json", "ferry timetable"));
        Run found = Run.of(ws, launched, command.toArray(String[]::new)).ok();
        assertTrue(found.out().contains("ferry.md"), found::toString);
        String loaded = Files.readString(log);
        for (String name : List.of("DaemonClient", "PassOnInterrupt")) {
            assertTrue(loaded.contains("dev.mempalace.adapter.cli.client." + name + " source: shared objects file\n"),
                    () -> loaded.lines().filter(line -> line.startsWith("dev.mempalace.")).toList().toString());
        }
        String mapped = Files.readString(cds);
        assertTrue(mapped.contains("full module graph: enabled"), mapped);
    }

    /**
     * The ending of the archives the launcher makes for the installed runtime: {@code aot}, an ahead-of-time cache, on
     * a runtime of JDK 25 or later (a release built on one), else {@code jsa}, a class-data archive.
     */
    private static String archiveEnding(Path installed) throws IOException {
        Matcher feature = Pattern.compile("^JAVA_VERSION=\"(\\d+)", Pattern.MULTILINE)
                .matcher(Files.readString(installed.resolve("runtime/release")));
        assertTrue(feature.find(), "the runtime's release file names its version");
        return Integer.parseInt(feature.group(1)) >= 25 ? "aot" : "jsa";
    }

    private static Run run(Path dir, String... command) throws IOException, InterruptedException {
        return Run.of(dir, env, command);
    }

    private static Path workspace() throws IOException {
        Path ws = Files.createDirectories(temp.resolve("notes"));
        Files.writeString(ws.resolve("backup.md"), "# Backups\n\nThe nightly restic backup silently skipped the NAS "
                + "because the cron job ran as the wrong user.\n");
        Files.writeString(ws.resolve("café.md"), "# Café\n\nEspresso machine descaling: citric acid, monthly.\n");
        Files.writeString(ws.resolve("k8s.md"), "# Kubernetes\n\nPods crash-loop after the config map rename.\n");
        return ws;
    }

    /** A folder of the tools the scripts need, each a script that runs the system's: a PATH without java. */
    private static Path tools() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("tools"));
        for (String tool : TOOLS) {
            Optional<Path> found = Stream.of("/usr/bin/", "/bin/").map(folder -> Path.of(folder + tool))
                    .filter(Files::isExecutable).findFirst();
            if (found.isPresent()) {
                Path wrapper = Files.writeString(dir.resolve(tool), "#!/bin/sh\nexec " + found.get() + " \"$@\"\n");
                Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
        return dir;
    }
}
