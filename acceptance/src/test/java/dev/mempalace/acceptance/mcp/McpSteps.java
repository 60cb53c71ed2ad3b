package dev.mempalace.acceptance.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;

/** Steps only an agent over MCP takes: remember, read a note's lines, start a new session. */
public final class McpSteps {

    private final McpDriver agent;
    private String rememberedPath;
    private McpServerProcess.Answer read;

    public McpSteps(McpDriver agent) {
        this.agent = agent;
    }

    @When("the agent remembers {string} with the body {string}")
    public void remember(String title, String body) {
        rememberedPath = agent.remember(title, body, List.of("acceptance"));
    }

    @Then("the note was written to {string}, naming the agent")
    public void theNoteWasWrittenTo(String path) throws IOException {
        assertEquals(path, rememberedPath);
        String text = Files.readString(agent.workspace().resolve(path), StandardCharsets.UTF_8);
        assertTrue(text.contains("client: " + McpDriver.CLIENT), text);
    }

    @When("a new MCP server starts")
    public void aNewServerStarts() {
        agent.restartServer();
    }

    @When("the agent reads the note {string}")
    public void readTheNote(String path) {
        read = agent.readNote(path, Optional.empty(), Optional.empty());
    }

    @When("the agent reads lines {int} to {int} of the note {string}")
    public void readLines(int from, int to, String path) {
        read = agent.readNote(path, Optional.of(from), Optional.of(to));
    }

    @Then("the agent gets the numbered lines:")
    public void theAgentGets(String text) {
        assertFalse(read.error(), read.text());
        assertEquals(text.strip(), read.text().strip());
    }

    @Then("the read is refused in one line naming {string}")
    public void theReadIsRefused(String path) {
        assertTrue(read.error(), read.text());
        assertTrue(read.text().contains(path), read.text());
        assertFalse(read.text().contains("\n") || read.text().contains("Exception"), read.text());
    }
}
