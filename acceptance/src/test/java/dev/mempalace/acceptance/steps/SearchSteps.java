package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.acceptance.driver.Warning;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.session.SessionOrigin;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Steps that search the memory and check the answer, or the refusal. */
public final class SearchSteps {

    private final AppDriver app;
    private final Map<String, List<Hit>> remembered = new LinkedHashMap<>();
    private SearchOutcome answer;
    private Refused refusal;

    public SearchSteps(AppDriver app) {
        this.app = app;
    }

    @When("I search for {string}")
    public void search(String query) {
        search(query, SearchOptions.defaults());
    }

    @When("I search for {string} using words only")
    public void searchByWords(String query) {
        search(query, SearchOptions.in(SearchMode.LEXICAL));
    }

    @When("I search for {string} using words only, superseded notes included")
    public void searchByWordsWithRetired(String query) {
        search(query, SearchOptions.in(SearchMode.LEXICAL).filtered(NoteFilter.EVERY));
    }

    @When("I search for {string} in {string}")
    public void searchUnder(String query, String prefix) {
        search(query, SearchOptions.defaults().filtered(new NoteFilter(Optional.of(prefix), List.of(),
                Optional.empty(), false)));
    }

    @When("I search for {string} tagged {string}")
    public void searchTagged(String query, String tag) {
        search(query, SearchOptions.defaults().filtered(new NoteFilter(Optional.empty(), List.of(tag),
                Optional.empty(), false)));
    }

    @When("I search for {string} dated {string} or later")
    public void searchSince(String query, String date) {
        search(query, SearchOptions.defaults().filtered(new NoteFilter(Optional.empty(), List.of(),
                Optional.of(LocalDate.parse(date)), false)));
    }

    @When("I search for {string} among the agents' sessions only")
    public void searchSessions(String query) {
        search(query, SearchOptions.defaults().filtered(NoteFilter.CURRENT.from(SourceKind.SESSIONS)));
    }

    @When("I search for {string} among the notes only")
    public void searchNotes(String query) {
        search(query, SearchOptions.defaults().filtered(NoteFilter.CURRENT.from(SourceKind.NOTES)));
    }

    @When("I search for {string} about the project {string}")
    public void searchProject(String query, String folder) {
        search(query, SearchOptions.defaults().filtered(NoteFilter.CURRENT.inProject(folder)));
    }

    @Then("the hit in {string} came from this session, at these lines of its transcript:")
    public void theHitCameFromTheSession(String path, Map<String, String> expected) {
        Hit hit = answer().hits().stream().filter(h -> h.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError(path + " is not among " + answer().paths()));
        SessionOrigin origin = hit.session().orElseThrow(() -> new AssertionError("no session on " + hit));
        assertEquals(new SessionOrigin(expected.get("harness"), expected.get("id"),
                Optional.ofNullable(expected.get("project")), Optional.ofNullable(expected.get("branch")),
                expected.get("transcript")), origin);
        assertEquals(Optional.of(new TranscriptLines(Integer.parseInt(expected.get("first line")),
                Integer.parseInt(expected.get("last line")))), hit.transcriptLines());
    }

    @Then("no result came from a session")
    public void noResultCameFromASession() {
        assertFalse(answer().hits().isEmpty(), "nothing was found");
        answer().hits().forEach(hit -> assertEquals(Optional.empty(), hit.session(), hit::toString));
    }

    @Given("I remember the answers to these searches:")
    public void rememberTheAnswers(List<String> queries) {
        for (String query : queries) {
            remembered.put(query, app.search(query, SearchOptions.defaults()).hits());
        }
    }

    @Then("the remembered searches get the same answers")
    public void theRememberedSearchesGetTheSameAnswers() {
        assertFalse(remembered.isEmpty(), "nothing was remembered");
        remembered.forEach((query, hits) -> {
            assertFalse(hits.isEmpty(), () -> "the remembered search for '" + query + "' found nothing");
            assertEquals(hits, app.search(query, SearchOptions.defaults()).hits(), () -> "answer to " + query);
        });
    }

    @Then("the first result is {string}")
    public void theFirstResultIs(String path) {
        List<String> paths = answer().paths();
        assertFalse(paths.isEmpty(), "nothing was found");
        assertEquals(path, paths.get(0), () -> "results " + paths);
    }

    @Then("the only result is {string}")
    public void theOnlyResultIs(String path) {
        assertEquals(List.of(path), answer().paths());
    }

    @Then("the results are, in any order:")
    public void theResultsAreInAnyOrder(List<String> paths) {
        List<String> found = answer().paths();
        assertEquals(paths.size(), found.size(), () -> "results " + found);
        assertEquals(Set.copyOf(paths), Set.copyOf(found));
    }

    @Then("the results are, in order:")
    public void theResultsAreInOrder(List<String> paths) {
        assertEquals(paths, answer().paths());
    }

    @Then("{string} is among the results")
    public void isAmongTheResults(String path) {
        assertTrue(answer().paths().contains(path), () -> "results " + answer().paths());
    }

    @Then("{string} is not among the results")
    public void isNotAmongTheResults(String path) {
        assertFalse(answer().paths().contains(path), () -> "results " + answer().paths());
    }

    @Then("nothing is found")
    public void nothingIsFound() {
        assertEquals(List.of(), answer().paths());
    }

    @Then("{string} ranks above {string}")
    public void ranksAbove(String higher, String lower) {
        List<String> paths = answer().paths();
        assertTrue(paths.contains(higher) && paths.contains(lower), () -> "results " + paths);
        assertTrue(paths.indexOf(higher) < paths.indexOf(lower), () -> "results " + paths);
    }

    @Then("the search ran by words only")
    public void theSearchRanByWordsOnly() {
        assertEquals(SearchMode.LEXICAL, answer().mode());
    }

    @Then("the search ran by words and meaning")
    public void theSearchRanByWordsAndMeaning() {
        assertEquals(SearchMode.HYBRID, answer().mode());
    }

    @Then("{string} is found both by words and by meaning")
    public void isFoundBothByWordsAndByMeaning(String path) {
        Hit hit = answer().hits().stream().filter(h -> h.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError(path + " is not among " + answer().paths()));
        assertEquals(Set.of(Leg.LEXICAL, Leg.VECTOR), hit.ranks().keySet(), () -> "ranks of " + hit);
    }

    @Then("I am warned that the index is behind the notes")
    public void iAmWarnedThatTheIndexIsBehind() {
        assertTrue(answer().warningKinds().contains(Warning.Kind.INDEX_BEHIND), () -> "warnings " + answer);
    }

    @Then("I am warned that chunks lack vectors")
    public void iAmWarnedThatChunksLackVectors() {
        assertTrue(answer().warningKinds().contains(Warning.Kind.VECTORS_MISSING), () -> "warnings " + answer);
    }

    @Then("no warning is given")
    public void noWarningIsGiven() {
        assertEquals(List.of(), answer().warnings());
    }

    @Then("the search embedded no document")
    public void theSearchEmbeddedNoDocument() {
        answer();
        assertEquals(0, app.documentsEmbeddedDuringLastCommand());
    }

    @Then("I am told the memory has no index yet")
    public void iAmToldThereIsNoIndexYet() {
        assertNotNull(refusal, () -> "the search was answered: " + answer);
        assertEquals(Refused.Reason.NO_INDEX, refusal.reason(), refusal::getMessage);
    }

    private void search(String query, SearchOptions options) {
        try {
            answer = app.search(query, options);
            refusal = null;
        } catch (Refused e) {
            answer = null;
            refusal = e;
        }
    }

    SearchOutcome answer() {
        if (refusal != null) {
            fail("the search was refused: " + refusal.getMessage());
        }
        assertNotNull(answer, "no search ran");
        return answer;
    }
}
