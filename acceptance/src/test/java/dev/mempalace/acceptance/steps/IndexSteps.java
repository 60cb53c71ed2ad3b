package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.MemoryStatus;
import dev.mempalace.acceptance.driver.Vectors;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.List;

/** Steps that sync, embed, audit or throw away the index, and check what those commands reported. */
public final class IndexSteps {

    private final AppDriver app;
    private IngestReport ingest;
    private EmbedReport embed;
    private Drift drift;

    public IndexSteps(AppDriver app) {
        this.app = app;
    }

    @Given("the workspace has been ingested")
    @When("I ingest the workspace")
    public void ingest() {
        ingest = app.ingest(Vectors.AS_THE_WAY_IN_PREFERS);
        embed = ingest.embedding().orElse(null);
    }

    @Given("the workspace has been ingested with embedding")
    @When("I ingest the workspace with embedding")
    public void ingestWithEmbedding() {
        ingest = app.ingest(Vectors.COMPUTED);
        embed = ingest.embedding().orElseThrow(() -> new AssertionError("ingest did not embed: " + ingest));
    }

    @Given("the workspace has been ingested without embedding")
    @When("I ingest the workspace without embedding")
    public void ingestWithoutEmbedding() {
        ingest = app.ingest(Vectors.SKIPPED);
        assertTrue(ingest.embedding().isEmpty(), () -> "ingest embedded although told not to: " + ingest);
    }

    @When("I embed the missing vectors")
    public void embed() {
        embed = app.embed();
    }

    @When("I delete the index")
    public void deleteTheIndex() {
        app.deleteIndex();
    }

    @When("I reconcile the workspace with the index")
    public void reconcile() {
        drift = app.reconcile();
    }

    @Then("the ingest reports {int} added, {int} changed, {int} removed and {int} unchanged notes")
    public void theIngestReports(int added, int changed, int removed, int unchanged) {
        assertNotNull(ingest, "no ingest ran");
        assertEquals(List.of(added, changed, removed, unchanged),
                List.of(ingest.added(), ingest.changed(), ingest.removed(), ingest.unchanged()),
                () -> "added, changed, removed, unchanged in " + ingest);
    }

    @Then("the memory holds {int} notes, and disk and index agree")
    public void theMemoryHolds(int notes) {
        MemoryStatus status = app.status();
        assertEquals(notes, status.notes(), status::toString);
        assertTrue(status.agrees(), status::toString);
    }

    @Then("the memory counts {int} new, {int} edited and {int} deleted note(s) on disk")
    public void theMemoryCounts(int added, int edited, int deleted) {
        MemoryStatus status = app.status();
        assertEquals(List.of(added, edited, deleted),
                List.of(status.newOnDisk(), status.editedOnDisk(), status.deletedOnDisk()), status::toString);
    }

    @Then("only the re-chunked notes were embedded")
    public void onlyTheRechunkedNotesWereEmbedded() {
        assertTrue(ingest.chunks() > 0, () -> "nothing was re-chunked: " + ingest);
        assertEquals(ingest.chunks(), embed.embedded(), () -> "embedded other chunks than the re-chunked ones: "
                + ingest);
        assertEquals(ingest.chunks(), app.documentsEmbeddedDuringLastCommand());
        assertTrue(embed.withVector() > embed.embedded(), () -> "unchanged notes lost their vectors: " + embed);
    }

    @Then("the ingest embedded no chunk")
    public void theIngestEmbeddedNoChunk() {
        assertEquals(0, embed.embedded(), () -> "re-embedded unchanged chunks: " + embed);
        assertEquals(0, app.documentsEmbeddedDuringLastCommand());
        assertEquals(embed.chunks(), embed.withVector(), () -> "vectors went missing: " + embed);
    }

    @Then("the embed computed no vector")
    public void theEmbedComputedNoVector() {
        assertEquals(0, embed.embedded(), () -> "re-embedded chunks whose text did not change: " + embed);
        assertEquals(0, app.documentsEmbeddedDuringLastCommand());
    }

    @Then("the embed computed a vector for every chunk")
    public void theEmbedComputedAVectorForEveryChunk() {
        assertTrue(embed.chunks() > 0, () -> "the index holds no chunk: " + embed);
        assertEquals(embed.chunks(), embed.embedded(), () -> "kept vectors of another model: " + embed);
        assertEquals(embed.chunks(), app.documentsEmbeddedDuringLastCommand());
    }

    @Then("every chunk has a vector")
    public void everyChunkHasAVector() {
        assertTrue(embed.chunks() > 0, () -> "the index holds no chunk: " + embed);
        assertEquals(embed.chunks(), embed.withVector(), () -> "chunks without a vector: " + embed);
    }

    @Then("the ingest reports {string} as unreadable")
    public void theIngestReportsAsUnreadable(String path) {
        assertTrue(ingest.skipped().stream().anyMatch(s -> s.path().equals(path)),
                () -> path + " is not among the skipped notes " + ingest.skipped());
        assertEquals(1, ingest.skipped().size(), () -> "skipped " + ingest.skipped());
    }

    @Then("reconcile names {string} as new, {string} as edited and {string} as deleted")
    public void reconcileNames(String added, String changed, String deleted) {
        assertEquals(new Drift(List.of(added), List.of(changed), List.of(deleted), drift.unchanged()), drift);
        assertTrue(drift.unchanged() > 0, () -> "the untouched note is not counted as unchanged: " + drift);
    }

    @Then("reconcile finds that disk and index agree")
    public void reconcileFindsThatDiskAndIndexAgree() {
        assertTrue(drift.agrees(), () -> "drift: " + drift);
    }
}
