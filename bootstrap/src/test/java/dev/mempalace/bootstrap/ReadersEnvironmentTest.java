package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.TranscriptReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The harnesses' readers find their folders in the command's environment the settings hold, not the process's. */
class ReadersEnvironmentTest {

    @TempDir
    Path dir;

    @Test
    void eachReaderTakesItsFoldersFromTheSettingsEnvironment() {
        Map<String, String> client = Map.of("CLAUDE_CONFIG_DIR", dir.resolve("claude").toString(),
                "CODEX_HOME", dir.resolve("codex").toString(), "GEMINI_CLI_HOME", dir.resolve("gemini").toString());
        Settings settings = new Settings(dir, Settings.defaultIndex(dir), Optional.empty(), Settings.INT8,
                dir.resolve("cache")).inEnvironment(client);

        List<TranscriptReader> readers = Adapters.sessions(settings).readers();

        assertEquals(3, readers.size());
        for (TranscriptReader reader : readers) {
            assertTrue(reader.defaultFolders().stream().allMatch(folder -> folder.startsWith(dir.toString())),
                    reader.harness() + " reads " + reader.defaultFolders() + ", not the settings' environment");
        }
    }

    @Test
    void theSettingsOfACommandKeepTheirEnvironmentWhenTheyChange() {
        Settings settings = new Settings(dir, Settings.defaultIndex(dir), Optional.empty(), Settings.INT8,
                dir.resolve("cache")).inEnvironment(Map.of("CODEX_HOME", "/elsewhere"));

        assertEquals(Map.of("CODEX_HOME", "/elsewhere"),
                settings.countingRetrievals(false).withWorkspace(dir.resolve("w")).withIndex(dir.resolve("i"))
                        .environment());
    }
}
