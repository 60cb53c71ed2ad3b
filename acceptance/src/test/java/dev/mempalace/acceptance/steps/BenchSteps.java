package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Steps about measuring retrieval on the user's own notes with golden queries. */
public final class BenchSteps {

    private final AppDriver app;
    private BenchOutcome outcome;

    public BenchSteps(AppDriver app) {
        this.app = app;
    }

    @When("I score these golden queries in {word} mode:")
    public void iScoreTheseGoldenQueries(String mode, DataTable table) {
        List<GoldenQuery> queries = table.asMaps().stream().map(BenchSteps::query).toList();
        outcome = app.bench(queries, SearchMode.valueOf(mode.toUpperCase(Locale.ROOT)));
    }

    @Then("{int} queries are scored with Recall@5 {double}")
    public void queriesAreScored(int queries, double recall) {
        assertEquals(queries, outcome.queries(), outcome::toString);
        assertEquals(recall, outcome.recallAt5(), 0.0005, outcome::toString);
    }

    @Then("the missed queries are {string}")
    public void theMissedQueriesAre(String ids) {
        List<String> expected = ids.isBlank() ? List.of() : Arrays.asList(ids.split(", *"));
        assertEquals(expected, outcome.missed(), outcome::toString);
    }

    private static GoldenQuery query(Map<String, String> row) {
        return new GoldenQuery(row.get("id"), row.get("query"), Arrays.asList(row.get("relevant").split(", *")),
                row.get("kind"));
    }
}
