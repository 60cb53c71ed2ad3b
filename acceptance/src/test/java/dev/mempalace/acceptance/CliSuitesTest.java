package dev.mempalace.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.platform.suite.api.SelectClasspathResource;

/** The two halves of the in-process CLI loop together select every feature, each once. */
class CliSuitesTest {

    @Test
    void theHalvesOfTheCliLoopHoldEveryFeatureOnce() throws IOException, URISyntaxException {
        Set<String> features;
        try (Stream<Path> files = Files.list(Path.of(getClass().getResource("/features").toURI()))) {
            features = files.map(file -> "features/" + file.getFileName()).filter(name -> name.endsWith(".feature"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        var selected = Stream.of(CliSearchAcceptanceTest.class, CliRestAcceptanceTest.class)
                .flatMap(suite -> Arrays.stream(suite.getAnnotationsByType(SelectClasspathResource.class)))
                .map(SelectClasspathResource::value).toList();

        assertEquals(features, new TreeSet<>(selected));
        assertEquals(selected.size(), new TreeSet<>(selected).size(), "a feature selected twice: " + selected);
    }
}
