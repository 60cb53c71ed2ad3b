package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.claudecode.ClaudeCodeWriter;
import dev.mempalace.adapter.codex.CodexWriter;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.out.PlantedSecrets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Secrets typed into agents' sessions never reach memory: transcripts of both harnesses (written by their own
 * writers) holding a planted secret of every kind are imported and indexed by the product's own wiring (the real
 * readers, redactor, archive and SQLite), and then no planted value is found in any note, in the index file, or in
 * any search's answer.
 */
class SessionSecretsTest {

    private static final Instant T0 = Instant.parse("2026-11-30T10:00:00Z");
    private static final String CODEX_SESSION = "0b6f3c1e-5a2d-4f7b-8e9c-1d2e3f4a5b6c";

    @TempDir
    Path folder;

    @Test
    void noPlantedSecretIsFoundInTheNotesTheIndexOrAnyResult() throws IOException {
        PlantedSecrets claude = PlantedSecrets.generate(17);
        PlantedSecrets codex = PlantedSecrets.generate(18);
        Path workspace = Files.createDirectories(folder.resolve("workspace"));
        Path projects = folder.resolve("claude/projects");
        Path rollouts = folder.resolve("codex/sessions");
        writeClaudeCode(projects.resolve("-w/aaaa.jsonl"), workspace, claude.text());
        writeCodex(rollouts, workspace, codex.text());
        Settings settings = TestCache.benchSettings().withWorkspace(workspace)
                .withIndex(workspace.resolve(".mempalace/index.sqlite"));
        SessionImport imported;
        List<String> answers = new ArrayList<>();
        try (OnnxEmbedder model = Adapters.model(settings);
                Composition app = Composition.sharing(settings, model, new FakeEmbedder())) {
            app.configureSessions().add("claude-code", Optional.of(projects.toString()), Optional.empty(),
                    Optional.empty());
            app.configureSessions().add("codex", Optional.of(rollouts.toString()), Optional.empty(), Optional.empty());
            imported = app.importSessions().importConfigured();
            app.ingest().ingest(true, EmbedProgress.NONE);
            for (String fragment : fragments(claude, codex)) {
                for (SearchMode mode : SearchMode.values()) {
                    app.search().search(new SearchRequest(fragment, 10, Optional.of(mode), false))
                            .hits().forEach(hit -> answers.add(hit.chunk().text() + "\n" + hit.snippet().text()));
                }
            }
        }

        assertEquals(2, imported.created());
        Map<String, Integer> expected = new TreeMap<>(claude.counts());
        codex.counts().forEach((kind, n) -> expected.merge(kind, n, Integer::sum));
        assertTrue(imported.redacted().keySet().containsAll(expected.keySet()), imported.redacted().toString());
        String notes = text(workspace.resolve("sessions"));
        String index = text(workspace.resolve(".mempalace"));
        assertFalse(answers.isEmpty(), "the searches found nothing at all, so they proved nothing");
        for (String fragment : fragments(claude, codex)) {
            assertFalse(notes.contains(fragment), "a planted secret is in a session note: " + kindOf(fragment,
                    claude, codex));
            assertFalse(index.contains(fragment), "a planted secret is in the index: " + kindOf(fragment, claude,
                    codex));
            answers.forEach(answer -> assertFalse(answer.contains(fragment), "a planted secret is in an answer"));
        }
    }

    private static List<String> fragments(PlantedSecrets... sets) {
        return Stream.of(sets).flatMap(s -> s.planted().stream()).flatMap(p -> p.fragments().stream())
                .filter(f -> f.strip().length() >= 8).toList();
    }

    private static String kindOf(String fragment, PlantedSecrets... sets) {
        return Stream.of(sets).flatMap(s -> s.planted().stream()).filter(p -> p.fragments().contains(fragment))
                .map(PlantedSecrets.Planted::kind).findFirst().orElse("?");
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

    /** The planted text as a user message, and again in the assistant's reply and a command it ran. */
    private static void writeClaudeCode(Path file, Path cwd, String text) {
        ClaudeCodeWriter session = new ClaudeCodeWriter("aaaa", cwd.toString(), "main");
        session.add(session.user(T0, text));
        session.add(session.assistant(T0.plusSeconds(9), "m1", ClaudeCodeWriter.text("Noted: " + text),
                ClaudeCodeWriter.toolUse("t1", "Bash", "command", "echo '" + text.lines().skip(3).findFirst()
                        .orElse("") + "'")));
        session.writeTo(file);
    }

    private static void writeCodex(Path rollouts, Path cwd, String text) {
        CodexWriter rollout = new CodexWriter();
        rollout.meta(T0, CODEX_SESSION, cwd.toString(), "main");
        rollout.message(T0.plusSeconds(1), "user", "input_text", text);
        rollout.message(T0.plusSeconds(5), "assistant", "output_text", "Noted: " + text);
        rollout.writeTo(CodexWriter.rollout(rollouts, T0, CODEX_SESSION));
    }
}
