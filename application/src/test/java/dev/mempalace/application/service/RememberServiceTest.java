package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.FakeSecretRedactor;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.NoteRefused;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.RememberNote;
import dev.mempalace.application.port.in.Remembered;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RememberServiceTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);

    private final Memory memory = new Memory();

    private RememberService within(Duration budget) {
        return new RememberService(memory.source, memory.source, new FakeSecretRedactor(), memory.ingest,
                memory.embed, memory.store, memory.embedder, CLOCK, budget);
    }

    private static NewNote note(String body) {
        return new NewNote("WSL memory", body, List.of(), Optional.empty(), Optional.empty());
    }

    @Test
    void aNoteThatSupersedesAnotherRetiresItWithoutWritingToItAndGetSaysWhichReplacedIt() {
        memory.source.write("old.md", "# Old\nWSL takes half the memory");
        String before = memory.source.text("old.md");
        Remembered remembered = within(RememberNote.EMBED_BUDGET).remember(new NewNote("WSL memory", "WSL takes "
                + "what .wslconfig allows", List.of(), Optional.empty(), Optional.empty(), List.of("old.md")));

        assertTrue(memory.source.text(remembered.path()).contains("supersedes: [old.md]"));
        assertEquals(before, memory.source.text("old.md"));
        assertEquals(List.of(remembered.path()), memory.find("WSL").hits().stream().map(h -> h.chunk().path())
                .toList());
        assertEquals(List.of(remembered.path()), new ReadNoteService(memory.source, memory.store)
                .read("old.md", Optional.empty()).replacedBy());
    }

    @Test
    void aNearDuplicateIsNamedAndTheNoteIsWrittenAnyway() {
        memory.source.write("bun.md", "# Bun for tests\nThe project runs its unit tests with Bun: bun test is "
                + "faster than jest here, and the settings live in bunfig.toml.");
        memory.source.write("runtime.md", "# Bun runtime\nThe server uses Bun as its runtime in production.");
        memory.ingest.ingest(true, EmbedProgress.NONE);

        Remembered remembered = within(RememberNote.EMBED_BUDGET).remember(new NewNote("Bun for tests", "The "
                + "project runs its unit tests with Bun: bun test is faster than jest, and settings live in "
                + "bunfig.toml.", List.of(), Optional.empty(), Optional.empty()));

        assertEquals(List.of("bun.md"), remembered.similar().stream().map(s -> s.path()).toList());
        assertEquals("Bun for tests", remembered.similar().get(0).title());
        assertTrue(memory.source.listing().files().stream().anyMatch(f -> f.path().equals(remembered.path())));
    }

    @Test
    void aNoteThatSupersedesNoNoteIsRefusedAndNothingIsWritten() {
        NoteRefused refused = assertThrows(NoteRefused.class, () -> within(RememberNote.EMBED_BUDGET).remember(
                new NewNote("WSL memory", "text", List.of(), Optional.empty(), Optional.empty(), List.of("typo.md"))));

        assertEquals(NoteRefused.Reason.SUPERSEDES_NO_NOTE, refused.reason());
        assertTrue(memory.source.listing().files().isEmpty());
    }

    @Test
    void aBlankBodyIsRefusedAndNothingIsWritten() {
        NoteRefused refused = assertThrows(NoteRefused.class, () -> within(RememberNote.EMBED_BUDGET)
                .remember(note(" \n\t")));

        assertEquals(NoteRefused.Reason.EMPTY, refused.reason());
        assertTrue(memory.source.listing().files().isEmpty());
    }

    @Test
    void aBodyOverTheLimitIsRefusedWithItsSizeAndOneAtTheLimitIsTaken() {
        String over = "é".repeat(RememberNote.MAX_BODY_BYTES / 2) + "x";

        NoteRefused refused = assertThrows(NoteRefused.class, () -> within(RememberNote.EMBED_BUDGET)
                .remember(note(over)));

        assertEquals(NoteRefused.Reason.TOO_LARGE, refused.reason());
        assertEquals(RememberNote.MAX_BODY_BYTES + 1L, refused.bytes());
        assertTrue(memory.source.listing().files().isEmpty());
        within(RememberNote.EMBED_BUDGET).remember(note("x".repeat(RememberNote.MAX_BODY_BYTES)));
        assertEquals(1, memory.source.listing().files().size());
    }

    @Test
    void withinTheBudgetTheNoteIsEmbeddedBeforeTheAnswer() {
        Remembered remembered = within(RememberNote.EMBED_BUDGET).remember(note("wsl takes half the memory"));

        assertTrue(remembered.embedding().isPresent());
        assertEquals(List.of(), remembered.ingest().warnings());
        try (IndexSession index = memory.store.read()) {
            assertEquals(0, index.vectors().coverage(fingerprint()).missing());
        }
    }

    @Test
    void whenTheBudgetPassesTheNoteIsSavedAndFoundByWordsAndItsVectorsWait() {
        Remembered remembered = within(Duration.ZERO).remember(note("wsl takes half the memory"));

        assertTrue(remembered.embedding().isEmpty());
        assertEquals(List.of(new Notice.VectorsDeferred(0)), remembered.ingest().warnings());
        assertEquals(List.of(remembered.path()), memory.search.search(new SearchRequest("wsl memory", 5,
                Optional.of(SearchMode.LEXICAL), true)).hits().stream().map(h -> h.chunk().path()).toList());
        try (IndexSession index = memory.store.read()) {
            assertTrue(index.vectors().coverage(fingerprint()).missing() > 0);
        }
        memory.embed.embed(EmbedProgress.NONE);
        try (IndexSession index = memory.store.read()) {
            assertEquals(0, index.vectors().coverage(fingerprint()).missing());
        }
    }

    @Test
    void anUnavailableModelSavesTheNoteForItsWordsAndSaysWhyItHasNoVectors() {
        memory.embedder.makeUnavailable();

        Remembered remembered = within(RememberNote.EMBED_BUDGET).remember(note("wsl takes half the memory"));

        assertTrue(remembered.embedding().isEmpty());
        assertEquals(List.of(new Notice.ModelUnavailable("fake model unavailable")), remembered.ingest().warnings());
        assertEquals(List.of(remembered.path()), memory.search.search(new SearchRequest("wsl memory", 5,
                Optional.of(SearchMode.LEXICAL), true)).hits().stream().map(h -> h.chunk().path()).toList());
    }

    @Test
    void secretsInTheTitleAndBodyAreRedactedBeforeTheNoteIsWrittenAndTheAnswerSaysWhichKinds() {
        String token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0".repeat(2).substring(0, 36);
        NewNote note = new NewNote("CI token " + token, "The deploy job used " + token + " until today; again "
                + token + ".", List.of(), Optional.empty(), Optional.empty());

        Remembered remembered = within(RememberNote.EMBED_BUDGET).remember(note);

        String written = memory.source.text(remembered.path());
        assertFalse(written.contains(token), written);
        assertTrue(written.contains("CI token [redacted:github-pat]"), written);
        assertTrue(written.contains("used [redacted:github-pat] until today; again [redacted:github-pat]."), written);
        assertEquals(List.of(new Notice.SecretsRedacted(Map.of("github-pat", 3))), remembered.ingest().warnings());
        assertEquals("redacted 3 secrets before writing: github-pat \u00d73",
                remembered.ingest().warnings().get(0).describe());
        assertTrue(memory.find("deploy job " + token).hits().stream().noneMatch(h -> h.chunk().text().contains(token)));
        assertTrue(memory.find("deploy job").hits().stream().anyMatch(h -> h.chunk().text().contains("[redacted:")));
    }

    private String fingerprint() {
        return Fingerprint.of(memory.embedder.identity(), memory.source.format())
                .id();
    }
}
