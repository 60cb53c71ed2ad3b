package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue #10, items 2 and 4, as a user whom permissions bind: a read-only index, an unreadable folder of notes. */
class PermissionsTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void ingested() throws Exception {
        OrdinaryUser.assumeAvailable();
        ws = TestWorkspace.create(dir);
        assertEquals(0, ws.run("ingest", "--no-embed", "--json").code());
    }

    @Test
    void searchStatusAndReconcileWorkOnAnIndexInAFolderTheyCannotWrite() throws Exception {
        Path folder = ws.index().getParent();
        chmod(folder, "r-xr-xr-x");
        try {
            CliResult search = OrdinaryUser.run("--workspace", dir.toString(), "search", "gradle", "lock", "--json");
            assertEquals(0, search.code(), search.err());
            assertEquals(TestWorkspace.GRADLE, search.json().required("results").get(0).required("path").asText());
            CliResult status = OrdinaryUser.run("--workspace", dir.toString(), "status", "--json");
            assertEquals(0, status.code(), status.err());
            assertEquals(3, status.json().required("notes").asInt());
            CliResult reconcile = OrdinaryUser.run("--workspace", dir.toString(), "reconcile", "--json");
            assertEquals(0, reconcile.code(), reconcile.err());
            assertEquals(List.of(".gitignore", "index.sqlite", "index.sqlite.lock"), names(folder),
                    "nothing written beside what the ingest left");
        } finally {
            chmod(folder, "rwxr-xr-x");
        }
    }

    @Test
    void aFolderThatCannotBeReadKeepsItsNotesIndexedAndIsReportedAsAnUnreadableFileIs() throws Exception {
        Path folder = dir.resolve("runbooks");
        chmod(folder, "---------");
        try {
            CliResult ingest = OrdinaryUser.run("--workspace", dir.toString(), "ingest", "--no-embed", "--json");
            assertEquals(ExitCodes.NOTES_SKIPPED, ingest.code(), ingest.err());
            assertEquals(0, ingest.json().required("removed").asInt());
            assertEquals(TestWorkspace.WSL + ": cannot read folder runbooks: AccessDeniedException",
                    ingest.json().required("skipped").get(0).asText());
            assertTrue(ingest.err().contains("mempalace: could not read " + TestWorkspace.WSL), ingest.err());
            CliResult reconcile = OrdinaryUser.run("--workspace", dir.toString(), "reconcile", "--json");
            assertEquals(ExitCodes.DRIFT, reconcile.code(), reconcile.err());
            assertEquals(TestWorkspace.WSL, reconcile.json().required("changed").get(0).asText());
        } finally {
            chmod(folder, "rwxr-xr-x");
        }
        CliResult search = ws.run("search", "wsl", "memory", "--json");
        assertEquals(TestWorkspace.WSL, search.json().required("results").get(0).required("path").asText());
    }

    private static void chmod(Path path, String permissions) throws Exception {
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(permissions));
    }

    private static List<String> names(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
