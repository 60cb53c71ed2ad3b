package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A SolrCloud index names its store: without a key (the URL's {@code store=} or {@code MEMPALACE_STORE}) every
 * command that opens the index is a usage error before it reaches the cluster, never a store named after the
 * workspace's folder, which an unrelated workspace of the same name would share.
 */
class StoreKeyTest {

    private static final String NEEDED = "mempalace: a SolrCloud index needs a store key: add ?store=NAME to the URL "
            + "or set MEMPALACE_STORE";

    @TempDir
    Path dir;

    private TestWorkspace ws;
    private String cluster;

    @BeforeEach
    void createWorkspace() throws IOException {
        ws = TestWorkspace.create(dir.resolve("notes"));
        try (ServerSocket socket = new ServerSocket(0)) {
            cluster = "solr://127.0.0.1:" + socket.getLocalPort() + "/mempalace";
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"status", "search gradle", "ingest --no-embed", "embed", "reconcile",
        "get " + TestWorkspace.GRADLE, "remember --title T --body x", "sessions scan", "mcp"})
    void anyCommandOverAUrlWithoutAStoreKeyIsOneUsageLine(String command) {
        String[] words = command.split(" ");
        String[] args = new String[words.length + 2];
        args[0] = "--index";
        args[1] = cluster + "?shards=2&replicas=2&timeout=1";
        System.arraycopy(words, 0, args, 2, words.length);

        CliResult result = ws.run(args);

        assertUsageLine(result, command);
    }

    @Test
    void theIndexVariableWithoutAStoreKeyIsTheSameUsageLine() {
        CliResult result = ws.runWithEnv(Map.of("MEMPALACE_INDEX", cluster + "?timeout=1"), "search", "gradle");

        assertUsageLine(result, "search gradle");
    }

    @Test
    void theStoreVariableNamesTheStoreSoTheCommandGoesOnToTheCluster() {
        CliResult result = ws.runWithEnv(Map.of("MEMPALACE_INDEX", cluster + "?timeout=1", "MEMPALACE_STORE",
                "team-notes"), "status");

        assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    private static void assertUsageLine(CliResult result, String command) {
        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
        assertEquals(NEEDED + " (see 'mempalace --help')", result.errLines().get(0), command);
        assertFalse(result.err().contains("\tat "), result::toString);
        assertTrue(result.out().isEmpty(), result::toString);
    }
}
