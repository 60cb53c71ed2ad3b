package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.Refused;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.List;

/** Steps about the command line itself, for scenarios tagged {@code @cli-only}. */
public final class UsageSteps {

    private final AppDriver app;
    private Refused refusal;

    public UsageSteps(AppDriver app) {
        this.app = app;
    }

    @When("I run mempalace with the arguments {string}")
    public void runMempalace(String arguments) {
        try {
            app.runCommandLine(List.of(arguments.trim().split(" +")));
            refusal = null;
        } catch (Refused e) {
            refusal = e;
        }
    }

    @Then("I am refused for bad usage with one line of explanation")
    public void iAmRefusedForBadUsage() {
        assertNotNull(refusal, "the command line was accepted");
        assertEquals(Refused.Reason.BAD_USAGE, refusal.reason(), refusal::getMessage);
        assertEquals(1, refusal.explanation().size(), refusal::getMessage);
        assertTrue(refusal.explanation().get(0).matches("mempalace: \\S.*"), refusal::getMessage);
    }
}
