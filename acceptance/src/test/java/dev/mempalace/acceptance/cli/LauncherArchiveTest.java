package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data archive, made by a training run, holds what a search loads whichever command came
 * first after the build: the classes named here are read from the archive, not loaded and verified from the jars.
 */
class LauncherArchiveTest {

    /** One class of each part a cold search goes through, parsing (picocli, as Java 17 class files) among them. */
    private static final Set<String> ARCHIVED = Set.of("picocli.CommandLine", "dev.mempalace.adapter.cli.SearchCommand",
            "dev.mempalace.adapter.sqlite.SqliteLexicalIndex", "org.jdbi.v3.core.Jdbi", "org.sqlite.JDBC",
            "com.fasterxml.jackson.databind.ObjectMapper", "dev.mempalace.domain.ranking.ReciprocalRankFusion",
            "dev.mempalace.adapter.markdown.MarkdownNoteSource");

    private static final Pattern LOADED = Pattern.compile("^(\\S+) source: (.*)$", Pattern.MULTILINE);

    @TempDir
    Path dir;

    @Test
    void aSearchLoadsItsClassesFromTheTrainedArchive() throws IOException, InterruptedException {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.writeString(workspace.resolve("locks.md"), "# Locks\n\nThe database is locked by a scanner.\n");
        Mempalace mempalace = new Mempalace(workspace, Files.createDirectories(dir.resolve("runs")));
        CommandRun ingest = mempalace.run(List.of("ingest", "--no-embed"));
        assertEquals(0, ingest.exitCode(), ingest::describe);

        // The launcher turns the JVM's logging off, so the search runs with its archive here, as the launcher runs it.
        Path target = Mempalace.launcher().resolveSibling("adapter-cli").resolve("target");
        Path log = dir.resolve("classes.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-XX:SharedArchiveFile=" + target.resolve("mempalace.jsa"),
                "-Xlog:class+load=info:file=" + log + ":none", "-jar", target.resolve("mempalace.jar").toString(),
                "search", "--json", "--mode", "lexical", "database locked")
                .directory(workspace.toFile()).redirectError(dir.resolve("search.err").toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("MEMPALACE_"));
        Process search = builder.start();
        String found = new String(search.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertEquals(0, search.waitFor(), () -> found + readQuietly(dir.resolve("search.err")));
        assertTrue(found.contains("locks.md"), found);
        Map<String, String> sources = LOADED.matcher(Files.readString(log))
                .results().filter(m -> ARCHIVED.contains(m.group(1)))
                .collect(Collectors.toMap(m -> m.group(1), m -> m.group(2), (first, second) -> first));
        assertEquals(ARCHIVED, sources.keySet(), "the search loaded these classes at all");
        Map<String, String> fromJars = new TreeMap<>(sources);
        fromJars.values().removeIf(source -> source.startsWith("shared objects file"));
        assertEquals(Map.of(), fromJars, "loaded from the jars instead of the archive");
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
