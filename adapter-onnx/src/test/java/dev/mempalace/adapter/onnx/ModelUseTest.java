package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** How each use loads the model for a query, and that every use gives the same query vectors. */
class ModelUseTest {

    private static final List<String> QUERIES = List.of("docker_data.vhdx compact vdisk diskpart",
            "why did the nightly backup stop running", "keychain ForwardAgent osprey");

    @TempDir
    static Path cache;

    @Test
    void onlyACommandLeavesTheWeightsUnpackedForItsQuery() {
        assertTrue(ModelUse.COMMAND.unpackedForQueries());
        assertFalse(ModelUse.SERVER.unpackedForQueries());
        assertFalse(ModelUse.QUERIES.unpackedForQueries());
    }

    @Test
    void onlyAServerOfQueriesRunsATextOnOneThread() {
        assertEquals(4, ModelUse.COMMAND.threads(4));
        assertEquals(4, ModelUse.SERVER.threads(4));
        assertEquals(1, ModelUse.QUERIES.threads(4));
    }

    @ParameterizedTest
    @EnumSource(ModelVariant.class)
    void everyUseGivesACommandsQueryVectorsBitForBit(ModelVariant variant) {
        try (OnnxEmbedder command = OnnxEmbedder.bundled(variant, cache);
                OnnxEmbedder server = OnnxEmbedder.bundled(variant, cache, ModelUse.SERVER);
                OnnxEmbedder queries = OnnxEmbedder.bundled(variant, cache, ModelUse.QUERIES)) {
            for (String query : QUERIES) {
                float[] expected = command.embedQuery(query);
                assertArrayEquals(expected, server.embedQuery(query), "server: " + query);
                assertArrayEquals(expected, queries.embedQuery(query), "queries: " + query);
            }
        }
    }
}
