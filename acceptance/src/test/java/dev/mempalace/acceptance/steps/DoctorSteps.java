package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.Checkup.Duplicate;
import dev.mempalace.application.port.in.Checkup.Superseded;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.List;
import java.util.Set;

/** Steps that check the memory for rot, and what the checkup found. */
public final class DoctorSteps {

    private final AppDriver app;
    private Checkup checkup;

    public DoctorSteps(AppDriver app) {
        this.app = app;
    }

    @Given("the workspace's git repository once held {string}, which a commit removed")
    public void removedFromRepository(String file) {
        app.removedFromRepository(file);
    }

    @When("I check the memory")
    public void check() {
        checkup = app.checkMemory();
    }

    @Then("the checkup finds {string} and {string} to be {word} duplicates")
    public void duplicates(String first, String second, String kind) {
        assertTrue(checkup.duplicates().stream().anyMatch(d -> d.kind().name().equalsIgnoreCase(kind)
                && Set.copyOf(d.paths()).equals(Set.of(first, second))), checkup.duplicates().toString());
    }

    @Then("the checkup finds no duplicate of {string}")
    public void noDuplicate(String path) {
        assertTrue(checkup.duplicates().stream().map(Duplicate::paths).noneMatch(p -> p.contains(path)),
                checkup.duplicates().toString());
    }

    @Then("the checkup finds the broken link {string} on line {int} of {string}")
    public void brokenLink(String target, int line, String path) {
        assertEquals(List.of(new Checkup.BrokenLink(path, line, target)), checkup.brokenLinks());
    }

    @Then("the checkup finds {string} stale, naming {string}")
    public void stale(String path, String file) {
        assertTrue(checkup.stale().stream().anyMatch(s -> s.path().equals(path) && s.detail().contains(file)),
                checkup.stale().toString());
    }

    @Then("the checkup finds the supersession cycle {string} and {string}")
    public void cycle(String first, String second) {
        assertTrue(checkup.superseded().contains(new Superseded(Superseded.Kind.CYCLE, List.of(first, second))),
                checkup.superseded().toString());
    }

    @Then("the checkup finds nothing to tend")
    public void nothing() {
        assertTrue(checkup.duplicates().isEmpty() && checkup.brokenLinks().isEmpty()
                && checkup.superseded().isEmpty() && checkup.stale().isEmpty(), checkup.toString());
    }
}
