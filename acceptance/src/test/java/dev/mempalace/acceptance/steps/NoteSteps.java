package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.Remembering;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.SearchMode;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** Steps that remember a new note (one holding a secret, too), open the memory anew, and read a note's lines back. */
public final class NoteSteps {

    private final AppDriver app;
    private Remembering remembered;
    private String plantedToken;
    private NoteLines read;
    private Refused refusal;

    public NoteSteps(AppDriver app) {
        this.app = app;
    }

    @When("a note {string} is remembered with the body {string}")
    public void remember(String title, String body) {
        remembered = app.remember(title, body, List.of("acceptance"));
    }

    /** A fake token of GitHub's classic shape, made for this scenario, so that no token is written in a feature. */
    @When("a note {string} is remembered whose body holds a GitHub token")
    public void rememberAToken(String title) {
        SecureRandom random = new SecureRandom();
        // One case only: a camelCase part of the token could otherwise match a word of another note.
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
        plantedToken = "ghp_" + random.ints(36, 0, alphabet.length()).mapToObj(alphabet::charAt)
                .map(String::valueOf).collect(Collectors.joining());
        remember(title, "The deploy job authenticates with " + plantedToken + " until it is rotated.");
    }

    @Then("it was written to {string}, the token replaced by {string}")
    public void itWasWrittenRedacted(String path, String replacement) {
        assertEquals(path, remembered.path());
        String text = String.join("\n", app.read(path, Optional.empty()).lines());
        assertFalse(text.contains(plantedToken), text);
        assertTrue(text.contains("authenticates with " + replacement + " until"), text);
    }

    @Then("the answer warned that {int} secret of kind {string} was redacted")
    public void theAnswerWarned(int count, String kind) {
        assertTrue(remembered.warnings().stream().anyMatch(w -> w.contains(kind + " \u00d7" + count)),
                () -> "warnings " + remembered.warnings());
        assertTrue(remembered.warnings().stream().noneMatch(w -> w.contains(plantedToken)),
                () -> "warnings " + remembered.warnings());
    }

    @Then("a search for the token by words finds nothing")
    public void aSearchForTheTokenFindsNothing() {
        assertEquals(List.of(), app.search(plantedToken, SearchOptions.in(SearchMode.LEXICAL)).hits());
    }

    @Then("it was written to {string}, naming who wrote it")
    public void itWasWrittenTo(String path) {
        assertEquals(path, remembered.path());
        List<String> lines = app.read(path, Optional.empty()).lines();
        assertTrue(lines.contains("client: " + app.writer()), () -> "the note does not name " + app.writer() + ": "
                + lines);
    }

    @When("the memory is opened anew, as by the next agent")
    public void openAnew() {
        app.reopen();
    }

    @When("I read the note {string}")
    public void readTheNote(String path) {
        read(path, Optional.empty());
    }

    @When("I read lines {int} to {int} of the note {string}")
    public void readLines(int from, int to, String path) {
        read(path, Optional.of(new LineRange(from, to)));
    }

    @Then("I get lines {int} to {int} of its {int} lines:")
    public void iGetLines(int from, int to, int total, String text) {
        if (refusal != null) {
            fail("the read was refused: " + refusal.getMessage());
        }
        assertNotNull(read, "nothing was read");
        assertEquals(List.of(from, to, total), List.of(read.from(), read.to(), read.total()), read::toString);
        assertEquals(text.strip().lines().toList(), read.lines());
    }

    @Then("the read is refused in one line naming {string}")
    public void theReadIsRefused(String path) {
        assertNotNull(refusal, () -> "the note was read: " + read);
        assertEquals(Refused.Reason.NOTE_REFUSED, refusal.reason(), refusal::getMessage);
        assertEquals(1, refusal.explanation().size(), refusal::getMessage);
        String line = refusal.explanation().get(0);
        assertTrue(line.contains(path), line);
        assertFalse(line.contains("Exception"), line);
    }

    private void read(String path, Optional<LineRange> lines) {
        try {
            read = app.read(path, lines);
            refusal = null;
        } catch (Refused e) {
            read = null;
            refusal = e;
        }
    }
}
