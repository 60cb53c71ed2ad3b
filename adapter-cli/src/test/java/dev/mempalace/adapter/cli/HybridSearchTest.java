package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one test that runs the real bundled int8 model end to end. */
class HybridSearchTest {

    @TempDir
    Path dir;

    @Test
    void ingestEmbedsAndSearchRunsHybrid() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir);

        CliResult ingest = ws.run("ingest");

        assertEquals(ExitCodes.OK, ingest.code(), ingest::toString);
        JsonNode embedding = ingest.json().get("embedding");
        int chunks = ingest.json().get("chunks").asInt();
        assertEquals(chunks, embedding.get("embedded").asInt());
        assertEquals(chunks, embedding.get("withVector").asInt());
        assertTrue(ingest.err().contains("embedding: "), ingest::toString);

        // No word of this query occurs in the Postgres note; only the vector leg can find it.
        CliResult search = ws.run("search", "--explain", "which", "database", "stores", "our", "events");

        assertEquals(ExitCodes.OK, search.code(), search::toString);
        JsonNode json = search.json();
        assertEquals("hybrid", json.get("mode").asText());
        assertTrue(json.get("warnings").isEmpty(), search::toString);
        JsonNode top = json.get("results").get(0);
        assertEquals(TestWorkspace.POSTGRES, top.get("path").asText(), search::toString);
        assertTrue(top.get("ranks").has("vector"), search::toString);
        double cosine = top.get("explain").get("vector").get("score").asDouble();
        assertTrue(cosine > 0 && cosine <= 1.0001, search::toString);

        CliResult embedAgain = ws.run("embed");
        assertEquals(0, embedAgain.json().get("embedded").asInt(), embedAgain::toString);
        assertEquals(0, ws.run("status").json().get("chunksWithoutVectors").asInt());
    }
}
