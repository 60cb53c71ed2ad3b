package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.redaction.FakeSecrets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code bench redaction} over the fake redactor, which finds GitHub's classic tokens only. */
class RedactionBenchTest {

    private static final Workbench NO_BENCH = (workspace, indexFile) -> {
        throw new AssertionError("redaction opens no bench");
    };

    @TempDir
    Path dir;

    @Test
    void recallCountsEachKindAndTheNotesChangedAreNamedWithTheirKinds() throws IOException {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("clean.md"), "# Gradle\n\nThe daemon keeps a warm JVM.\n");
        Files.writeString(workspace.resolve("leak.md"), "token ghp_" + "0123456789abcdefghijklmnopqrstuvwxyz\n");
        Files.createDirectories(workspace.resolve(".mempalace"));
        Files.writeString(workspace.resolve(".mempalace/hidden.md"), "ghp_" + "0123456789abcdefghijklmnopqrstuvwxyz");
        FakeHost host = new FakeHost(NO_BENCH, workspace, dir.resolve("cache"), true);

        int code = host.run("redaction", "--json");

        assertEquals(CommandLine.ExitCode.OK, code, host::errors);
        JsonNode report = new ObjectMapper().readTree(host.printed());
        int perKind = RedactionBench.FIXTURES * FakeSecrets.PLACES.size();
        JsonNode kinds = report.at("/planted/kinds");
        assertEquals(FakeSecrets.SHAPES.size(), kinds.size());
        assertEquals(perKind, kinds.at("/github-pat/gone").asInt());
        assertEquals(1.0, kinds.at("/github-pat/recall").asDouble());
        assertEquals(0.0, kinds.at("/jwt/recall").asDouble());
        assertEquals(perKind, report.at("/planted/found").asInt());
        assertEquals(2, report.at("/workspace/notes").asInt());
        assertEquals("leak.md", report.at("/workspace/changed/0/path").asText());
        assertEquals(1, report.at("/workspace/changed/0/kinds/github-pat").asInt());
        assertTrue(report.at("/speed/bytes").asLong() >= 1_000_000, report::toString);
    }
}
