package dev.mempalace.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.acceptance.driver.AppDriver;
import dev.mempalace.acceptance.driver.EachSearch;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.application.port.in.SearchMode;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Steps that search by words for many hostile texts in a row, and check that every one was answered. */
public final class HostileSearchSteps {

    private final AppDriver app;
    private final List<String> failures = new ArrayList<>();
    private int searched;

    public HostileSearchSteps(AppDriver app) {
        this.app = app;
    }

    /**
     * Each row's text (repeated "times" times, separated by spaces, once if no such column) is searched by words;
     * where the row names a note, it must be among the results ("finds") or the first of them ("first").
     */
    @When("I search by words for each of these texts:")
    public void searchByWordsForEach(List<Map<String, String>> rows) {
        failures.clear();
        List<String> texts = rows.stream().map(row -> String.join(" ", Collections.nCopies(
                Integer.parseInt(row.getOrDefault("times", "1")), unescape(row.get("text"))))).toList();
        List<EachSearch> answers = app.searchEach(texts, SearchOptions.in(SearchMode.LEXICAL));
        assertEquals(rows.size(), answers.size(), "one answer per text");
        for (int i = 0; i < rows.size(); i++) {
            Map<String, String> row = rows.get(i);
            String label = row.get("text") + " × " + row.getOrDefault("times", "1") + ": ";
            EachSearch answer = answers.get(i);
            if (answer.outcome().isEmpty()) {
                failures.add(label + answer.failure());
                continue;
            }
            List<String> paths = answer.outcome().get().paths();
            String finds = row.get("finds");
            if (named(finds) && !paths.contains(finds)) {
                failures.add(label + finds + " not among " + paths);
            }
            String first = row.get("first");
            if (named(first) && (paths.isEmpty() || !paths.get(0).equals(first))) {
                failures.add(label + first + " not first in " + paths);
            }
        }
        searched = rows.size();
    }

    @Then("every one of those searches was answered, and found the note it names")
    public void everyOneWasAnswered() {
        assertTrue(searched > 0, "no search ran");
        assertEquals(List.of(), failures);
    }

    private static boolean named(String cell) {
        return cell != null && !cell.isEmpty();
    }

    /** Reads a backslash and {@code uXXXX}, {@code t} or another backslash as the character it names. */
    private static String unescape(String cell) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cell.length(); i++) {
            char c = cell.charAt(i);
            if (c != '\\' || i + 1 == cell.length()) {
                text.append(c);
            } else if (cell.charAt(i + 1) == 'u') {
                text.append((char) Integer.parseInt(cell.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                text.append(cell.charAt(i + 1) == 't' ? '\t' : cell.charAt(i + 1));
                i++;
            }
        }
        return text.toString();
    }
}
