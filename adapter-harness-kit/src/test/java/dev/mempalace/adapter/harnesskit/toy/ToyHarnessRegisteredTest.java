package dev.mempalace.adapter.harnesskit.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.fake.FakeSecretRedactor;
import dev.mempalace.application.fake.InMemorySessionArchive;
import dev.mempalace.application.fake.InMemorySessionSources;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.out.TranscriptReader;
import dev.mempalace.application.service.SessionImportService;
import dev.mempalace.application.service.SessionRedaction;
import dev.mempalace.application.service.SessionSourcesService;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 4 of "Adding a harness": registered beside the others (as {@code Adapters.sessions} lists them), the made-up
 * harness is one a source can name and its sessions are imported, redacted and archived like any other's.
 */
class ToyHarnessRegisteredTest {

    @TempDir
    Path home;

    @Test
    void aRegisteredHarnessIsOneASourceCanNameAndItsSessionsAreImported() {
        List<TranscriptReader> readers = List.of(new ToyReader(home));
        InMemorySessionSources sources = new InMemorySessionSources();
        InMemorySessionArchive archive = new InMemorySessionArchive();
        Instant start = Instant.parse("2026-06-01T09:00:00Z");
        ToyWriter writer = new ToyWriter("s-1", "/home/dev/shop", "main", start);
        writer.add(start, "prompt", r -> r.put("text", "why is the cart total wrong?"));
        writer.add(start.plusSeconds(5), "said", r -> r.put("text", "The discount rounds down."));
        writer.writeTo(ToyWriter.file(home.resolve(".toy/sessions"), "s-1"));

        SessionSourcesService configure = new SessionSourcesService(readers, sources);
        configure.add("toy", Optional.empty(), Optional.empty(), Optional.empty());
        SessionImport imported = new SessionImportService(readers, sources, archive,
                new SessionRedaction(new FakeSecretRedactor())).importConfigured();

        assertEquals(List.of("toy"), configure.harnesses());
        assertEquals(1, imported.created());
        assertEquals("why is the cart total wrong?",
                archive.sessions().get("sessions/toy/s-1.md").exchanges().get(0).prompt());
    }
}
