package dev.mempalace.acceptance.steps;

import dev.mempalace.acceptance.driver.AppDriver;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.When;

/** Steps that change the workspace of notes, the source of truth, or the model that embeds them. */
public final class WorkspaceSteps {

    private final AppDriver app;

    public WorkspaceSteps(AppDriver app) {
        this.app = app;
    }

    @Given("the note {string}:")
    @When("I add/edit the note {string}:")
    public void theNote(String path, String markdown) {
        app.writeNote(path, markdown);
    }

    @When("I delete the note {string}")
    public void deleteTheNote(String path) {
        app.deleteNote(path);
    }

    @When("I move the note {string} to {string}")
    public void moveTheNote(String from, String to) {
        app.moveNote(from, to);
    }

    @When("the note {string} becomes unreadable")
    public void theNoteBecomesUnreadable(String path) {
        app.makeUnreadable(path);
    }

    @When("the embedding model changes")
    public void theEmbeddingModelChanges() {
        app.changeModel();
    }
}
