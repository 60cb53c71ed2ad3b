package dev.mempalace.acceptance.web;

import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.Refused;
import dev.mempalace.acceptance.driver.SearchOptions;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.acceptance.driver.Warning;
import dev.mempalace.acceptance.mcp.McpAnswers;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.session.SessionOrigin;
import dev.mempalace.domain.session.TranscriptLines;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/** The search page as a person reads it: the mode, the notices, and each hit's link, heading, lines and ranks. */
final class SearchView {

    private static final Pattern MODE = Pattern.compile("\\((\\w+)\\)");
    private static final Pattern RANK = Pattern.compile("^(\\w+): rank (\\d+),");

    private SearchView() {
    }

    /** The page's address for a search, each option a parameter of the page (docs/serve.md). */
    static String address(String query, SearchOptions options) {
        StringBuilder url = new StringBuilder("/search?q=").append(encode(query)).append("&limit=")
                .append(options.limit());
        options.mode().ifPresent(mode -> url.append("&mode=").append(mode.label()));
        NoteFilter filter = options.filter();
        filter.pathPrefix().ifPresent(prefix -> url.append("&path=").append(encode(prefix)));
        if (!filter.tags().isEmpty()) {
            url.append("&tag=").append(encode(String.join(",", filter.tags())));
        }
        filter.since().ifPresent(since -> url.append("&since=").append(since));
        filter.source().ifPresent(source -> url.append("&kind=").append(source.label()));
        filter.project().ifPresent(project -> url.append("&project=").append(encode(project)));
        if (filter.includeRetired()) {
            url.append("&retired=1");
        }
        return url.toString();
    }

    static SearchOutcome open(WebDriver browser, URI address) {
        browser.get(address.toString());
        List<WebElement> failure = browser.findElements(By.cssSelector("p.failure"));
        if (!failure.isEmpty()) {
            String fact = text(failure.get(0));
            throw new Refused(fact.contains("mempalace ingest") ? Refused.Reason.NO_INDEX : Refused.Reason.OTHER,
                    List.of(fact));
        }
        List<WebElement> summary = browser.findElements(By.cssSelector("p.summary"));
        if (summary.isEmpty()) {
            throw new Refused(Refused.Reason.BAD_USAGE, List.of("the page answered no search: "
                    + text(browser.findElement(By.tagName("main")))));
        }
        Matcher mode = MODE.matcher(text(summary.get(0)));
        if (!mode.find()) {
            throw new AssertionError("no mode in the summary: " + text(summary.get(0)));
        }
        List<Warning> warnings = browser.findElements(By.cssSelector("p.notice")).stream().map(SearchView::text)
                .map(notice -> new Warning(McpAnswers.warning(notice), notice)).toList();
        List<Hit> hits = browser.findElements(By.cssSelector("li.hit")).stream().map(SearchView::hit).toList();
        return new SearchOutcome(SearchMode.valueOf(mode.group(1).toUpperCase(Locale.ROOT)), hits, warnings);
    }

    /** The page of a note, each path segment percent-encoded as the page's own links are. */
    static String noteHref(String path) {
        return "/note/" + Arrays.stream(path.split("/", -1)).map(SearchView::encode)
                .collect(Collectors.joining("/"));
    }

    private static Hit hit(WebElement item) {
        String href = item.findElement(By.cssSelector("a.title")).getDomAttribute("href");
        String path = notePath(href.substring(0, href.indexOf('#')));
        String lines = text(item.findElement(By.cssSelector("code.lines")));
        String[] range = lines.substring(lines.lastIndexOf(':') + 1).split("-");
        Map<Leg, Integer> ranks = new EnumMap<>(Leg.class);
        for (WebElement leg : item.findElements(By.cssSelector("details.explain li"))) {
            Matcher rank = RANK.matcher(text(leg));
            if (rank.find()) {
                ranks.put(Leg.valueOf(rank.group(1).toUpperCase(Locale.ROOT)), Integer.parseInt(rank.group(2)));
            }
        }
        List<WebElement> origin = item.findElements(By.cssSelector("p.origin"));
        return new Hit(path, text(item.findElement(By.cssSelector("span.heading"))), Integer.parseInt(range[0]),
                Integer.parseInt(range[1]), ranks, origin.stream().findFirst().map(SearchView::origin),
                origin.stream().findFirst().flatMap(SearchView::transcriptLines),
                item.findElements(By.cssSelector("p.duplicates a")).stream()
                        .map(link -> notePath(link.getDomAttribute("href"))).toList());
    }

    /** The note a link of the page opens, its path decoded ({@code +} is a plus in a path, not a space). */
    private static String notePath(String href) {
        return URLDecoder.decode(href.substring("/note/".length()).replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    private static SessionOrigin origin(WebElement origin) {
        String harness = text(origin).substring(0, text(origin).indexOf(" session "));
        return new SessionOrigin(harness, part(origin, "session-id").orElseThrow(), part(origin, "project"),
                part(origin, "branch"), part(origin, "transcript").orElseThrow());
    }

    private static Optional<TranscriptLines> transcriptLines(WebElement origin) {
        return part(origin, "transcript-lines").map(lines -> lines.split("-")).map(ends -> new TranscriptLines(
                Integer.parseInt(ends[0]), Integer.parseInt(ends[1])));
    }

    /** A part of a hit's origin, when the page shows it (an empty one is unknown). */
    private static Optional<String> part(WebElement origin, String name) {
        List<WebElement> found = new ArrayList<>(origin.findElements(By.className(name)));
        return found.stream().findFirst().map(SearchView::text).filter(text -> !text.isEmpty());
    }

    /** The text as the page holds it, folded parts included (Selenium's own text leaves out what is hidden). */
    private static String text(WebElement element) {
        return element.getDomProperty("textContent").strip();
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
