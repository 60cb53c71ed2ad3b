package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.contract.PlantedSecrets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Secrets typed into agents' sessions never reach memory: transcripts of both harnesses holding a planted secret of
 * every kind are imported and indexed by the product's own wiring (the real readers, redactor, archive and SQLite),
 * and then no planted value is found in any note, in the index file, or in any search's answer.
 */
class SessionSecretsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

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
        writeCodex(rollouts.resolve("2026/11/30/rollout-2026-11-30T10-00-00-0b6f3c1e-5a2d-4f7b-8e9c-1d2e3f4a5b6c"
                + ".jsonl"), workspace, codex.text());
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
    private static void writeClaudeCode(Path file, Path cwd, String text) throws IOException {
        List<Object> lines = List.of(
                Map.of("type", "user", "sessionId", "aaaa", "cwd", cwd.toString(), "gitBranch", "main",
                        "timestamp", "2026-11-30T10:00:00Z", "message", Map.of("role", "user", "content", text)),
                Map.of("type", "assistant", "sessionId", "aaaa", "cwd", cwd.toString(), "timestamp",
                        "2026-11-30T10:00:09Z", "message", Map.of("id", "m1", "role", "assistant", "content",
                                List.of(Map.of("type", "text", "text", "Noted: " + text),
                                        Map.of("type", "tool_use", "id", "t1", "name", "Bash", "input",
                                                Map.of("command", "echo '" + text.lines().skip(3).findFirst()
                                                        .orElse("") + "'"))))));
        write(file, lines);
    }

    private static void writeCodex(Path file, Path cwd, String text) throws IOException {
        List<Object> lines = List.of(
                Map.of("timestamp", "2026-11-30T10:00:00Z", "type", "session_meta", "payload", Map.of("id",
                        "0b6f3c1e-5a2d-4f7b-8e9c-1d2e3f4a5b6c", "cwd", cwd.toString(), "timestamp",
                        "2026-11-30T10:00:00Z")),
                Map.of("timestamp", "2026-11-30T10:00:01Z", "type", "response_item", "payload", Map.of("type",
                        "message", "role", "user", "content", List.of(Map.of("type", "input_text", "text", text)))),
                Map.of("timestamp", "2026-11-30T10:00:05Z", "type", "response_item", "payload", Map.of("type",
                        "message", "role", "assistant", "content", List.of(Map.of("type", "output_text", "text",
                                "Noted: " + text)))));
        write(file, lines);
    }

    private static void write(Path file, List<Object> lines) throws IOException {
        Files.createDirectories(file.getParent());
        StringBuilder text = new StringBuilder();
        for (Object line : lines) {
            text.append(JSON.writeValueAsString(line)).append('\n');
        }
        Files.writeString(file, text);
    }
}
