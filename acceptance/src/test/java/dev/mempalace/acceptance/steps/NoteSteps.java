package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.List;
import java.util.Optional;

/** Steps that remember a new note, open the memory anew, and read a note's lines back. */
public final class NoteSteps {

    private final AppDriver app;
    private String rememberedPath;
    private NoteLines read;
    private Refused refusal;

    public NoteSteps(AppDriver app) {
        this.app = app;
    }

    @When("a note {string} is remembered with the body {string}")
    public void remember(String title, String body) {
        rememberedPath = app.remember(title, body, List.of("acceptance"));
    }

    @Then("it was written to {string}, naming who wrote it")
    public void itWasWrittenTo(String path) {
        assertEquals(path, rememberedPath);
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
