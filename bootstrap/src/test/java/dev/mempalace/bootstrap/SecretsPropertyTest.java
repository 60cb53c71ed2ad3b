package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.adapter.secrets.RuleSetRedactor;
import dev.mempalace.application.contract.PlantedSecrets;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.NewNote;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.bootstrap.SecretDraws.Message;
import dev.mempalace.bootstrap.SecretDraws.Place;
import dev.mempalace.bootstrap.SecretDraws.Secret;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The property of issue #36: secrets of every kind drawn at random and placed at random where agents put them,
 * imported through both harnesses' transcripts and {@code remember} by the product's own wiring (real readers,
 * redactor, archive, SQLite), are found in no note, no byte of the index (the main file with its free pages, the
 * {@code -wal}) and no search answer, whole or in part (any 12 characters of one); and the redactor changes no note
 * of the golden workspaces.
 */
class SecretsPropertyTest {

    private static final int SESSIONS = 6;
    private static final int SECRETS_PER_SESSION = 28;
    private static final int REMEMBERED = 24;

    @TempDir
    Path folder;

    @Test
    void noDrawnSecretSurvivesAnywhereAndNoGoldenNoteIsChanged() throws IOException {
        SecretDraws draws = new SecretDraws(36);
        Map<Place, Integer> places = new EnumMap<>(Place.class);
        Path workspace = Files.createDirectories(folder.resolve("workspace"));
        Path projects = folder.resolve("claude/projects");
        Path rollouts = folder.resolve("codex/sessions");
        int n = 0;
        for (int session = 0; session < SESSIONS; session++) {
            List<Message> claude = new ArrayList<>();
            List<Message> codex = new ArrayList<>();
            for (int i = 0; i < SECRETS_PER_SESSION; i++) {
                Place place = Place.values()[(n + session) % Place.values().length];
                places.merge(place, 2, Integer::sum);
                claude.addAll(draws.placed(draws.secret(n), place));
                codex.addAll(draws.placed(draws.secret(n++), place));
            }
            Secret branch = draws.secret(n++);
            Secret cwd = draws.secret(n++);
            String where = workspace + "/" + cwd.written().lines().findFirst().orElse("");
            String on = "fix/" + branch.written().lines().findFirst().orElse("");
            TranscriptFiles.claudeCode(projects.resolve("-w/s" + session + ".jsonl"), where, on, claude);
            TranscriptFiles.codex(rollouts.resolve(String.format("2026/11/30/rollout-2026-11-30T10-00-0%d-"
                    + "0b6f3c1e-5a2d-4f7b-8e9c-1d2e3f4a5b6%d.jsonl", session, session)), where, on, codex);
        }
        Settings settings = TestCache.benchSettings().withWorkspace(workspace)
                .withIndex(workspace.resolve(".mempalace/index.sqlite"));
        SessionImport imported;
        List<String> answers = new ArrayList<>();
        String index;
        try (OnnxEmbedder model = Adapters.model(settings);
                Composition app = Composition.sharing(settings, model, new FakeEmbedder())) {
            app.configureSessions().add("claude-code", Optional.of(projects.toString()), Optional.empty(),
                    Optional.empty());
            app.configureSessions().add("codex", Optional.of(rollouts.toString()), Optional.empty(), Optional.empty());
            imported = app.importSessions().importConfigured();
            for (int i = 0; i < REMEMBERED; i++) {
                Secret inTitle = draws.secret(n++);
                Secret inBody = draws.secret(n++);
                app.remember().remember(new NewNote("Deploy " + inTitle.written().lines().findFirst().orElse(""),
                        draws.placed(inBody, Place.PROMPT).get(0).text(), List.of(), Optional.empty(),
                        Optional.empty()));
            }
            app.ingest().ingest(true, EmbedProgress.NONE);
            for (String fragment : fragments(draws)) {
                for (SearchMode mode : List.of(SearchMode.LEXICAL, SearchMode.HYBRID)) {
                    app.search().search(new SearchRequest(fragment, 5, Optional.of(mode), false))
                            .hits().forEach(hit -> answers.add(hit.chunk().text() + "\n" + hit.snippet().text()));
                }
            }
            index = text(workspace.resolve(".mempalace"));
        }
        index += text(workspace.resolve(".mempalace"));
        String notes = text(workspace.resolve("sessions")) + text(workspace);

        assertEquals(2 * SESSIONS, imported.created());
        assertTrue(imported.redacted().keySet().containsAll(PlantedSecrets.KINDS), imported.redacted().toString());
        assertFalse(answers.isEmpty(), "the searches found nothing at all, so they proved nothing");
        TextRuns inNotes = new TextRuns(notes);
        TextRuns inIndex = new TextRuns(index);
        TextRuns inAnswers = new TextRuns(String.join("\n", answers));
        for (Secret secret : draws.drawn()) {
            for (String fragment : secret.fragments()) {
                assertFalse(notes.contains(fragment) || inNotes.holdsPartOf(fragment), "a " + secret.kind()
                        + " is in a note: " + secret.written());
                assertFalse(index.contains(fragment) || inIndex.holdsPartOf(fragment), "a " + secret.kind()
                        + " is in the index: " + secret.written());
                assertFalse(answers.stream().anyMatch(a -> a.contains(fragment)) || inAnswers.holdsPartOf(fragment),
                        "a " + secret.kind() + " is in an answer");
            }
        }
        int golden = goldenNotesUnchanged();
        System.out.printf("secrets property: %d secrets drawn (%d fragments), places %s, %d exchanges and %d notes "
                + "remembered, %d searches' %d answers, %d index bytes read; %d golden notes unchanged%n",
                draws.drawn().size(), fragments(draws).size(), places, imported.exchanges(), REMEMBERED,
                2 * fragments(draws).size(), answers.size(), index.length(), golden);
    }

    /** Every note of the bundled golden set and of the shared one (where this machine has it) comes back as it was. */
    private static int goldenNotesUnchanged() throws IOException {
        int notes = 0;
        for (Path root : List.of(Path.of("../examples/workspace"),
                Path.of("/work/shared/benchmarks/memory-golden/workspace"))) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path note : files.filter(f -> f.toString().endsWith(".md")).toList()) {
                    String text = Files.readString(note);
                    assertEquals(text, RuleSetRedactor.bundled().redact(text).text(), note.toString());
                    notes++;
                }
            }
        }
        assertTrue(notes > 0, "no golden note was read");
        return notes;
    }

    private static List<String> fragments(SecretDraws draws) {
        return draws.drawn().stream().flatMap(s -> s.fragments().stream()).toList();
    }

    /** Every file under a folder as one text (bytes read as Latin-1, so that nothing fails to decode). */
    private static String text(Path root) throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                all.append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)).append('\n');
            }
        }
        return all.toString();
    }
}
