package dev.mempalace.adapter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page of {@code serve} in headless Chromium (Debian's chromium and chromedriver), over the real store and
 * model: what a person does with it, and what a hostile note cannot do. Without Chromium it says it skipped.
 * Each view's screenshot lands in {@code target/screenshots/}.
 */
class ServeBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SHOTS = Path.of("target", "screenshots");
    private static final Pattern REQUEST = Pattern.compile("\"method\":\"Network.requestWillBeSent\".*?"
            + "\"request\":\\{.*?\"url\":\"([^\"]*)\"");

    @TempDir
    static Path dir;
    @TempDir
    static Path profile;
    private static BrowserFixture fixture;
    private static ServedPage page;
    private static ChromeDriver browser;
    private static String origin;

    @BeforeAll
    static void open() throws IOException {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            System.out.println("ServeBrowserTest: SKIPPED, no " + CHROMIUM + " or " + DRIVER
                    + " (apt-get install chromium chromium-driver)");
        }
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "the browser suite needs Debian's chromium and chromium-driver; skipped");
        fixture = BrowserFixture.here();
        fixture.copyTo(dir);
        CliResult ingest = TestWorkspace.runRaw("--workspace", dir.toString(), "ingest");
        assertEquals(0, ingest.code(), ingest.toString());
        page = new ServedPage(dir);
        origin = "http://127.0.0.1:" + page.url().getPort() + "/";
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile()).addArguments("--headless=new",
                "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
                "--window-size=1100,800");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build(), options);
        browser.get(page.url().toString());
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.quit();
        }
        if (page != null) {
            page.close();
        }
    }

    @Test
    void aSearchTypedIntoTheBoxShowsTheExpectedNoteFirstAndItsHitOpensTheNoteAtItsLine() throws IOException {
        browser.get(origin);
        browser.findElement(By.tagName("body")).sendKeys("/");
        WebElement box = browser.switchTo().activeElement();
        assertEquals("q", box.getDomAttribute("id"));
        box.sendKeys(fixture.query(), Keys.ENTER);
        WebElement first = waitFor(By.cssSelector(".hit a.title"));
        String href = first.getDomProperty("href");
        assertTrue(href.startsWith(origin + "note/" + fixture.expected() + "#L"), href);
        shot("search");

        first.click();
        WebElement shown = waitFor(By.cssSelector(".markdown .shown"));
        int line = Integer.parseInt(href.substring(href.indexOf("#L") + 2));
        assertTrue(Integer.parseInt(shown.getDomAttribute("id").substring(1)) <= line, shown.getDomAttribute("id"));
        Object top = browser.executeScript("return arguments[0].getBoundingClientRect().top", shown);
        assertTrue(((Number) top).doubleValue() < 800, "the hit's line is in view: " + top);
        shot("note");
    }

    @Test
    void aRetiredNoteLeadsToItsSuccessorWhoseBacklinkLeadsBack() {
        browser.get(origin + "note/" + fixture.retired());
        waitFor(By.cssSelector("p.retired a")).click();
        waitFor(By.cssSelector("ul.backlinks"));
        assertEquals(origin + "note/" + fixture.successor(), browser.getCurrentUrl());

        browser.findElement(By.cssSelector("ul.backlinks a[href='/note/" + fixture.retired() + "']")).click();
        waitFor(By.cssSelector("p.retired"));
        assertEquals(origin + "note/" + fixture.retired(), browser.getCurrentUrl());
    }

    @Test
    void aSessionShowsItsExchangesInOrderWithTheirToolCallsFolded() throws IOException {
        browser.get(origin + "note/" + BrowserFixture.SESSION);
        List<WebElement> exchanges = waitFor(By.cssSelector(".markdown")).findElements(By.cssSelector("h2.exchange"));

        assertEquals(List.of("2026-03-01 10:00 (lines 1–6)", "2026-03-01 10:05 (lines 7–9)"),
                exchanges.stream().map(WebElement::getText).toList());
        List<WebElement> tools = browser.findElements(By.cssSelector("details.tools"));
        assertEquals(2, tools.size());
        assertFalse(tools.get(0).findElement(By.tagName("li")).isDisplayed(), "tool calls are folded");
        shot("session");
    }

    @Test
    void theStatusOpensTheCheckupWhoseFindingsLeadToTheirNotes() throws IOException {
        browser.get(origin + "status");
        waitFor(By.linkText("Check the memory")).click();
        WebElement checkup = waitFor(By.cssSelector("section.checkup"));
        assertEquals(origin + "status?doctor=1", browser.getCurrentUrl());
        assertEquals(6, checkup.findElements(By.cssSelector("h3 span.count")).size());
        shot("checkup");

        WebElement finding = checkup.findElement(By.cssSelector("ul li a"));
        String note = finding.getDomAttribute("href");
        finding.click();
        waitFor(By.cssSelector("article.note"));
        assertEquals(origin + note.substring(1), browser.getCurrentUrl());
    }

    @Test
    void theHostileNoteExecutesNothing() {
        browser.get(origin + "note/" + BrowserFixture.HOSTILE);
        waitFor(By.cssSelector(".markdown"));
        browser.findElement(By.linkText("click me")).click();

        assertNotEquals("pwned", browser.getTitle());
        assertTrue(browser.getPageSource().contains("&lt;script&gt;"), "the script is shown as text");
        try {
            browser.switchTo().alert();
            throw new AssertionError("an alert opened");
        } catch (NoAlertPresentException expected) {
            assertEquals(origin + "note/" + BrowserFixture.HOSTILE, browser.getCurrentUrl());
        }
    }

    @Test
    void noViewRequestsAnythingOutsideItsOrigin() throws IOException {
        browser.manage().logs().get(LogType.PERFORMANCE);
        for (String view : List.of("", "search?q=backup", "note/" + fixture.expected(), "note/" + BrowserFixture.HOSTILE,
                "note/" + BrowserFixture.SESSION, "timeline", "status")) {
            browser.get(origin + view);
            waitFor(By.tagName("main"));
        }
        shot("status");
        browser.get(origin + "timeline");
        shot("timeline");
        for (LogEntry entry : browser.manage().logs().get(LogType.PERFORMANCE)) {
            Matcher m = REQUEST.matcher(entry.getMessage());
            // A data: URL carries its bytes and reaches no host (Chromium draws the date field's icon from one).
            if (m.find() && !m.group(1).startsWith("data:")) {
                assertTrue(m.group(1).startsWith(origin), "a request outside the page: " + m.group(1));
            }
        }
    }

    private static WebElement waitFor(By what) {
        return new WebDriverWait(browser, Duration.ofSeconds(20))
                .until(ExpectedConditions.presenceOfElementLocated(what));
    }

    private static void shot(String view) throws IOException {
        Files.move(browser.getScreenshotAs(OutputType.FILE).toPath(), SHOTS.resolve(view + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }
}
