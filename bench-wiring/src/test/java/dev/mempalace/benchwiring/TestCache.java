package dev.mempalace.benchwiring;

import dev.mempalace.bootstrap.Settings;
import java.nio.file.Path;
import java.util.Optional;

/** The cache folder the tests share, so the bundled model is extracted once per build. */
public final class TestCache {

    public static final Path FOLDER = Path.of("target", "test-cache").toAbsolutePath();

    private TestCache() {
    }

    /** The bundled int8 model in this cache, for a workbench whose every bench names its own workspace and index. */
    public static Settings benchSettings() {
        Path here = Path.of(".");
        return new Settings(here, Settings.defaultIndex(here), Optional.empty(), Settings.INT8, FOLDER);
    }
}
