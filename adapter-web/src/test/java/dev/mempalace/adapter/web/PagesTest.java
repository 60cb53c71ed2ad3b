package dev.mempalace.adapter.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The views over real HTTP: what they show, what they refuse, and their JSON. */
class PagesTest {

    private static final String HOSTILE = "# Hostile\n\n<script>alert('x')</script>\n\n"
            + "<img src=x onerror=\"alert('y')\">\n\n[click me](javascript:alert('z')) and [data](data:text/html,hi)"
            + " and [tab](java\tscript:alert(1)) and <javascript:alert(2)>\n\n![pic](http://evil.example/p.png)\n";

    private Palace palace;
    private int port;
    private String token;

    @BeforeEach
    void start() throws IOException {
        palace = new Palace();
        palace.source.write("adr/0003-cron.md", "---\ntitle: Cron\nstatus: superseded\n"
                + "superseded_by: \"[[0007-timers]]\"\n---\n# Cron\n\nJobs ran from cron.\n");
        palace.source.write("adr/0007-timers.md", "# Timers\n\nJobs run from systemd timers, not cron.\n\n"
                + "See [the old one](0003-cron.md) and [[missing-note]].\n");
        palace.source.write("hostile.md", HOSTILE);
        palace.source.write("sessions/codex/2026/s.md", "---\nsource: session\nharness: codex\nsession: s-1\n"
                + "transcript: /home/ada/.codex/s.jsonl\n---\n# Session\n\n## 2026-03-01 10:00 UTC\n<!-- transcript lines 1–4 -->\n\n"
                + "> fix the timers\n\n- shell: systemctl list-timers\n- read: unit file\n\nDone.\n");
        palace.start();
        port = palace.server().port();
        token = "token=" + palace.token();
    }

    @AfterEach
    void stop() {
        palace.close();
    }

    @Test
    void aSearchShowsEachHitWithItsLinesAndMarkedWordsLinkingToItsLine() throws IOException {
        String page = Http.get(port, "/search?q=systemd+timers&" + token).body();

        assertTrue(page.contains("href=\"/note/adr/0007-timers.md#L1\""), page);
        assertTrue(page.contains("<mark>systemd</mark>"), page);
        assertTrue(page.contains("data-copy=\"mempalace get adr/0007-timers.md:1-6\""), page);
        assertTrue(page.contains("<details class=\"explain\">"), page);
    }

    @Test
    void aSearchAnswersJsonInTheCliShape() throws IOException {
        JsonNode answer = new ObjectMapper().readTree(Http.get(port, "/search?q=timers&explain=true&" + token,
                "Accept: application/json").body());

        assertEquals("timers", answer.get("query").asText());
        assertEquals("adr/0007-timers.md", answer.get("results").get(0).get("path").asText());
        assertTrue(answer.get("results").get(0).has("explain"));
        assertEquals("in memory", answer.get("index").asText());
    }

    @Test
    void aNoteShowsItsFactsLinksBacklinksAndTheGetCommand() throws IOException {
        String timers = Http.get(port, "/note/adr/0007-timers.md?" + token).body();
        String cron = Http.get(port, "/note/adr/0003-cron.md?" + token).body();

        assertTrue(timers.contains("<a href=\"/note/adr/0003-cron.md\" rel=\"noopener noreferrer\">"), timers);
        assertTrue(timers.contains("<span class=\"broken\" title=\"no note by this name\">[[missing-note]]</span>"),
                timers);
        assertTrue(timers.contains("data-copy=\"mempalace get adr/0007-timers.md:1-5\""), timers);
        assertTrue(cron.contains("superseded by <a class=\"wiki\" href=\"/note/adr/0007-timers.md\">"), cron);
        assertTrue(cron.contains("<ul class=\"backlinks\"><li><a href=\"/note/adr/0007-timers.md\">"), cron);
        assertTrue(cron.contains("id=\"L6\""), cron);
    }

    @Test
    void aHostileNoteIsShownAsTextWithItsLinksAndImagesDefused() throws IOException {
        String page = Http.get(port, "/note/hostile.md?" + token).body();

        assertTrue(page.contains("&lt;script&gt;alert"), page);
        assertFalse(page.contains("<script>alert"), page);
        assertFalse(page.contains("<img src=x"), page);
        assertFalse(page.toLowerCase().contains("href=\"javascript"), page);
        assertFalse(page.contains("href=\"data:"), page);
        assertFalse(page.contains("evil.example"), page);
    }

    @Test
    void aSessionFoldsItsToolCallsUnderItsExchanges() throws IOException {
        String page = Http.get(port, "/note/sessions/codex/2026/s.md?" + token).body();

        assertTrue(page.contains("<h2 id=\"L9\" class=\"exchange\">"), page);
        assertTrue(page.contains("<details class=\"tools\"><summary>2 tool calls</summary>"), page);
        assertTrue(page.contains("from <code>/home/ada/.codex/s.jsonl</code>"), page);
        assertTrue(page.contains("<p class=\"transcript-lines\" id=\"L10\">transcript lines 1–4</p>"), page);
        assertFalse(page.contains("&lt;!--"), page);
    }

    @Test
    void pathsOutsideTheStoreAreRefusedAsGetRefusesThem() throws IOException {
        for (String path : new String[] {"../secret.md", "..%2F..%2Fetc%2Fpasswd.md", "%2e%2e/x.md", ".git/x.md",
                "hostile.txt"}) {
            Http.Answer answer = Http.get(port, "/note/" + path + "?" + token);
            assertEquals(400, answer.status(), path + ": " + answer.body());
        }
        assertEquals(404, Http.get(port, "/note/nothing-here.md?" + token).status());
    }

    @Test
    void withoutAnIndexASearchSaysHowToBuildOneAndANoteIsStillRead() throws IOException {
        try (Palace empty = new Palace()) {
            empty.source.write("a.md", "# A\n\nalpha\n");
            empty.startWithoutIndex();
            String token = "token=" + empty.token();
            Http.Answer search = Http.get(empty.server().port(), "/search?q=alpha&" + token,
                    "Accept: application/json");

            assertEquals(503, search.status());
            assertTrue(search.body().contains("; build it with: mempalace ingest"), search.body());
            assertEquals(200, Http.get(empty.server().port(), "/note/a.md?" + token).status());
        }
    }

    @Test
    void theTimelineAndStatusAnswerTooAsJson() throws IOException {
        JsonNode timeline = new ObjectMapper().readTree(Http.get(port, "/timeline?harness=codex&" + token,
                "Accept: application/json").body());
        JsonNode status = new ObjectMapper().readTree(Http.get(port, "/status?" + token,
                "Accept: application/json").body());

        assertEquals("sessions/codex/2026/s.md", timeline.get("days").get(0).get("notes").get(0).get("path").asText());
        assertEquals(4, status.get("notes").asInt());
        assertEquals("/home/ada/.codex/sessions", status.get("sessionSources").get(0).get("folders").get(0).asText());
        assertTrue(Http.get(port, "/status?" + token).body().contains("<li>codex (codex): /home/ada/.codex/sessions"));
    }

    @Test
    void theStatusShowsTheDoctorsFindingsOnlyWhenAskedLinkingEachNote() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode plain = json.readTree(Http.get(port, "/status?" + token, "Accept: application/json").body());
        JsonNode checked = json.readTree(Http.get(port, "/status?doctor=1&" + token, "Accept: application/json")
                .body());
        String page = Http.get(port, "/status?doctor=1&" + token).body();

        assertTrue(plain.path("doctor").isMissingNode(), plain.toString());
        assertTrue(Http.get(port, "/status?" + token).body().contains("href=\"/status?doctor=1\""));
        JsonNode broken = checked.get("doctor").get("brokenLinks");
        assertEquals(1, broken.size(), checked.toString());
        assertEquals("adr/0007-timers.md", broken.get(0).get("path").asText());
        assertTrue(page.contains("<span class=\"count\" id=\"broken-links\">1</span>"), page);
        assertTrue(page.contains("<a href=\"/note/adr/0007-timers.md#L" + broken.get(0).get("line").asInt()
                + "\">"), page);
        assertTrue(page.contains("<ul class=\"orphans\"><li><a href=\"/note/hostile.md\">"), page);
    }

    @Test
    void aSearchTakesTheModePathAndRetiredNotesAsTheCliDoesAndANotesJsonItsLines() throws IOException {
        String current = Http.get(port, "/search?q=cron&mode=lexical&" + token).body();
        String retired = Http.get(port, "/search?q=cron&mode=lexical&retired=1&" + token).body();
        String elsewhere = Http.get(port, "/search?q=cron&mode=lexical&retired=1&path=hostile&" + token).body();
        JsonNode lines = new ObjectMapper().readTree(Http.get(port, "/note/adr/0007-timers.md?lines=1-2&" + token,
                "Accept: application/json").body());

        assertTrue(current.contains("1 hit (lexical)</p>"), current);
        assertFalse(current.contains("href=\"/note/adr/0003-cron.md#"), current);
        assertTrue(retired.contains("href=\"/note/adr/0003-cron.md#"), retired);
        assertTrue(elsewhere.contains("0 hits (lexical)"), elsewhere);
        assertEquals(List.of(1, 2, 5), List.of(lines.get("from").asInt(), lines.get("to").asInt(),
                lines.get("total").asInt()));
        assertEquals(400, Http.get(port, "/search?q=cron&mode=fuzzy&" + token).status());
        assertEquals(400, Http.get(port, "/note/adr/0007-timers.md?lines=two&" + token, "Accept: application/json")
                .status());
    }
}
