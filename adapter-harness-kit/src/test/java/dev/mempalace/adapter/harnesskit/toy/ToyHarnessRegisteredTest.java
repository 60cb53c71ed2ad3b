package dev.mempalace.adapter.harnesskit.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.fake.FakeSecretRedactor;
import dev.mempalace.application.fake.InMemorySessionArchive;
import dev.mempalace.application.fake.InMemorySessionSources;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.out.ScriptedSession;
import dev.mempalace.application.port.out.ScriptedSession.Said;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.port.out.TranscriptWriter;
import dev.mempalace.application.service.SessionImportService;
import dev.mempalace.application.service.SessionRedaction;
import dev.mempalace.application.service.SessionSourcesService;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 5 of "Adding a harness": registered beside the others, its reader and its writer (as {@code Adapters.harnesses}
 * lists them), the made-up harness is one a source can name, and the sessions its writer writes are imported,
 * redacted and archived like any other's.
 */
class ToyHarnessRegisteredTest {

    @TempDir
    Path home;

    @Test
    void aRegisteredHarnessIsOneASourceCanNameAndItsSessionsAreImported() throws IOException {
        TranscriptReader reader = new ToyReader(home);
        TranscriptWriter writer = new ToyTranscriptWriter();
        List<TranscriptReader> readers = List.of(reader);
        InMemorySessionSources sources = new InMemorySessionSources();
        InMemorySessionArchive archive = new InMemorySessionArchive();
        Instant start = Instant.parse("2026-06-01T09:00:00Z");
        ScriptedSession session = new ScriptedSession("s-1", "/home/dev/shop", Optional.of("main"), start, true,
                List.of(new Said(start, true, "why is the cart total wrong?"),
                        new Said(start.plusSeconds(5), false, "The discount rounds down.")));
        Path file = writer.file(Path.of(reader.defaultFolders().get(0)), session);
        Files.createDirectories(file.getParent());
        Files.writeString(file, writer.text(session));

        SessionSourcesService configure = new SessionSourcesService(readers, sources);
        configure.add("toy", Optional.empty(), Optional.empty(), Optional.empty());
        SessionImport imported = new SessionImportService(readers, sources, archive,
                new SessionRedaction(new FakeSecretRedactor())).importConfigured();

        assertEquals(List.of(writer.harness()), configure.harnesses());
        assertEquals(1, imported.created());
        assertEquals("why is the cart total wrong?",
                archive.sessions().get("sessions/toy/s-1.md").exchanges().get(0).prompt());
    }
}
