package dev.mempalace.bootstrap;

import java.nio.file.Path;

/** The cache folder the tests share, so the bundled model is extracted once per build. */
final class TestCache {

    static final Path FOLDER = Path.of("target", "test-cache").toAbsolutePath();

    private TestCache() {
    }
}
