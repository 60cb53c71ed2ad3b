package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.TranscriptFiles;
import dev.mempalace.acceptance.driver.TranscriptFiles.Turn;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.session.SessionOrigin;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Steps about the agents' own sessions: their transcripts written as the harnesses write them, and imported. */
public final class SessionSteps {

    private static final String CLAUDE_CODE = TranscriptFiles.CLAUDE_CODE;
    private static final String CODEX = TranscriptFiles.CODEX;

    private final AppDriver app;
    private final SearchSteps search;
    private final Map<String, List<Turn>> sessions = new HashMap<>();

    public SessionSteps(AppDriver app, SearchSteps search) {
        this.app = app;
        this.search = search;
    }

    @Given("a Claude Code session {string} that ran in the workspace:")
    public void aClaudeCodeSession(String id, List<Map<String, String>> turns) {
        sessions.put(id, new ArrayList<>());
        goesOn(CLAUDE_CODE, id, turns);
    }

    @Given("a Codex session {string} that ran in the workspace:")
    public void aCodexSession(String id, List<Map<String, String>> turns) {
        sessions.put(id, new ArrayList<>());
        goesOn(CODEX, id, turns);
    }

    @When("the Claude Code session {string} goes on:")
    public void theClaudeCodeSessionGoesOn(String id, List<Map<String, String>> turns) {
        goesOn(CLAUDE_CODE, id, turns);
    }

    @When("the Codex session {string} goes on:")
    public void theCodexSessionGoesOn(String id, List<Map<String, String>> turns) {
        goesOn(CODEX, id, turns);
    }

    @Given("the memory imports the sessions of Claude Code and Codex")
    public void theMemoryImportsBoth() {
        app.importSessionsFrom(CLAUDE_CODE, projects());
        app.importSessionsFrom(CODEX, rollouts());
    }

    @Then("the hit in {string} points into the {word} transcript of session {string} at lines {int} to {int}")
    public void theHitPointsIntoItsTranscript(String path, String harness, String id, int first, int last) {
        Hit hit = search.answer().hits().stream().filter(h -> h.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError(path + " is not among " + search.answer().paths()));
        SessionOrigin origin = hit.session().orElseThrow(() -> new AssertionError("no session on " + hit));
        assertEquals(harness, origin.harness());
        assertEquals(id, origin.id());
        assertEquals(Optional.of(app.workspaceFolder().toString()), origin.project());
        assertEquals(Optional.of("main"), origin.branch());
        assertTrue(Path.of(origin.transcript()).startsWith(app.scratchFolder()), origin.transcript());
        assertTrue(origin.transcript().contains(id), origin.transcript());
        assertEquals(Optional.of(new TranscriptLines(first, last)), hit.transcriptLines());
    }

    @Then("the note {string} holds {string} and not {string}")
    public void theNoteHoldsAndNot(String path, String present, String absent) {
        String text = String.join("\n", app.read(path, Optional.empty()).lines());
        assertTrue(text.contains(present), text);
        assertFalse(text.contains(absent), text);
    }

    @Then("the last ingest embedded {int} chunk(s)")
    public void theLastIngestEmbedded(int chunks) {
        assertEquals(chunks, app.documentsEmbeddedDuringLastCommand());
    }

    private void goesOn(String harness, String id, List<Map<String, String>> rows) {
        List<Turn> turns = sessions.computeIfAbsent(id, k -> new ArrayList<>());
        rows.forEach(row -> turns.add(new Turn(row.get("prompt"), row.get("reply"))));
        app.sessionRan(harness, harness.equals(CLAUDE_CODE) ? projects() : rollouts(), id, turns);
    }

    private Path projects() {
        return app.scratchFolder().resolve("claude/projects");
    }

    private Path rollouts() {
        return app.scratchFolder().resolve("codex/sessions");
    }
}
