package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.acceptance.driver.Hit;
import io.cucumber.java.en.Then;
import java.util.List;
import java.util.Set;

/** Steps that check a search answers one hit per fact: near duplicates listed under the best of them. */
public final class OneHitPerFactSteps {

    private final SearchSteps search;

    public OneHitPerFactSteps(SearchSteps search) {
        this.search = search;
    }

    @Then("one hit stands for {string} and {string}, the other listed under it")
    public void oneHitStandsForBoth(String one, String other) {
        List<Hit> hits = search.answer().hits();
        List<Hit> heads = hits.stream().filter(hit -> Set.of(one, other).contains(hit.path())).toList();
        assertEquals(1, heads.size(), () -> "hits " + hits);
        Hit head = heads.get(0);
        assertEquals(List.of(head.path().equals(one) ? other : one), head.duplicates(), head::toString);
    }

    @Then("{string} is a hit of its own")
    public void isAHitOfItsOwn(String path) {
        List<Hit> hits = search.answer().hits();
        assertTrue(hits.stream().anyMatch(hit -> hit.path().equals(path)), () -> "hits " + hits);
        hits.forEach(hit -> assertFalse(hit.duplicates().contains(path), hit::toString));
    }
}
